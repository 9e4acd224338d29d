// Package admin is the operators' context: the audit log of what admins do, the reasons they
// give, the inbox of visitors' messages, recovery codes for two-factor sign-in and the member
// search they type. Standard library and uuid only.
package admin

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Action names one kind of audit entry; the values are stored and sent as they are.
type Action string

// Every action an admin can take that the audit log records (docs/security.md 11).
const (
	ActionLogin               Action = "login"
	ActionMemberViewed        Action = "member_viewed"
	ActionMemberEdited        Action = "member_edited"
	ActionMemberCreated       Action = "member_created"
	ActionMemberSuspended     Action = "member_suspended"
	ActionMemberReinstated    Action = "member_reinstated"
	ActionSubscriptionGranted Action = "subscription_granted"
	ActionMemberDeleted       Action = "member_deleted"
	ActionInboxHandled        Action = "inbox_handled"
	ActionTOTPEnabled         Action = "totp_enabled"
	ActionTOTPDisabled        Action = "totp_disabled"
	// ActionTOTPLocked is the alert that too many wrong two-factor codes locked the admin's
	// sign-in with codes (written by the system, under the admin's own name).
	ActionTOTPLocked Action = "totp_locked"
	// Trust and safety (docs/adr/0016-trust-and-safety.md): the verification queue (an identity
	// document or selfie viewed, approved, rejected), the moderation queue (a report dismissed, a
	// member warned, a picture removed; suspensions and deletions keep their own actions) and the
	// grievance officer's tickets.
	ActionDocumentViewed       Action = "document_viewed"
	ActionVerificationApproved Action = "verification_approved"
	ActionVerificationRejected Action = "verification_rejected"
	ActionReportDismissed      Action = "report_dismissed"
	ActionMemberWarned         Action = "member_warned"
	ActionPhotoRemoved         Action = "photo_removed"
	ActionGrievanceUpdated     Action = "grievance_updated"
)

// Actions lists every action, for filters.
var Actions = []Action{ActionLogin, ActionMemberViewed, ActionMemberEdited, ActionMemberCreated,
	ActionMemberSuspended, ActionMemberReinstated, ActionSubscriptionGranted, ActionMemberDeleted,
	ActionInboxHandled, ActionTOTPEnabled, ActionTOTPDisabled, ActionTOTPLocked, ActionDocumentViewed, ActionVerificationApproved,
	ActionVerificationRejected, ActionReportDismissed, ActionMemberWarned, ActionPhotoRemoved, ActionGrievanceUpdated}

// Entry is one line of the audit log. It names what was done and to whom, and for an edit the
// names of the fields changed: never a value, so the log itself holds no member's data beyond
// their id and member code, and it survives their erasure.
type Entry struct {
	ID         int64
	At         time.Time
	AdminID    uuid.UUID
	AdminEmail string
	Action     Action
	MemberID   uuid.UUID // uuid.Nil when the action concerns no member
	MemberCode string
	Fields     []string
}

// AuditFilter narrows the audit log; zero fields do not filter.
type AuditFilter struct {
	AdminID    uuid.UUID
	Action     Action
	MemberCode string
	From, To   time.Time // To is exclusive
}

// Reason limits, in characters.
const (
	MinReasonLength = 3
	MaxReasonLength = 500
)

// NewReason is the reason an admin gives for a suspension or a granted subscription, trimmed.
func NewReason(s string) (string, error) {
	s = strings.TrimSpace(s)
	var v errs.Validator
	n := utf8.RuneCountInString(s)
	v.Check(n >= MinReasonLength && n <= MaxReasonLength, "reason", "Please give a reason (3 to 500 characters).")
	return s, v.Err("Please fix the errors in the form.")
}
