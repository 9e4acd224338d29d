package app

import (
	"context"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// AccountStore is identity's persistence port. Multi-row changes are one transaction each.
type AccountStore interface {
	// Register stores a new account with its profile (and the declarations made, if any)
	// atomically; a taken e-mail or phone is profile.ErrEmailTaken / profile.ErrPhoneTaken.
	Register(ctx context.Context, a identity.Account, p profile.Profile, d *identity.Declarations) error
	AccountByEmail(ctx context.Context, email string) (identity.Account, error)
	AccountByID(ctx context.Context, id uuid.UUID) (identity.Account, error)
	SetPasswordHash(ctx context.Context, id uuid.UUID, hash string) error
	RevokeTokens(ctx context.Context, id uuid.UUID, at time.Time) error
	// StartReset issues r unless the account already had cap codes since `since`; it cancels
	// any live code in the same transaction.
	StartReset(ctx context.Context, r identity.Reset, since time.Time, cap int) (issued bool, err error)
	// VerifyReset checks a code hash against the live code: live is false when there is none.
	VerifyReset(ctx context.Context, accountID uuid.UUID, codeHash []byte, now time.Time) (matched, live bool, err error)
	// CompleteReset uses up the verified code, stores the new hash and revokes every token, in
	// one transaction; identity.ErrCodeInvalid when the code is not live and verified.
	CompleteReset(ctx context.Context, accountID uuid.UUID, codeHash []byte, newHash string, now time.Time) error
}

// AccountMailer sends the account e-mails in the member's language.
type AccountMailer interface {
	Welcome(ctx context.Context, to, lang, fullName, memberCode string) error
	ResetCode(ctx context.Context, to, lang, fullName, code string) error
	PasswordChanged(ctx context.Context, to, lang, fullName string) error
	// TwoFactorLocked tells an admin that wrong codes locked their sign-in with codes for minutes.
	TwoFactorLocked(ctx context.Context, to, lang string, wrongCodes, minutes int) error
}

// DeclarationStore records a member's declarations made after registering.
type DeclarationStore interface {
	// RecordDeclarations keeps the first declarations a member makes (later ones change nothing).
	RecordDeclarations(ctx context.Context, account uuid.UUID, at time.Time, ip netip.Addr) error
	// Declared answers when the member declared (nil when they have not).
	Declared(ctx context.Context, account uuid.UUID) (*time.Time, error)
}
