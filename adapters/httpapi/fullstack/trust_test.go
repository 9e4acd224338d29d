package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/images"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

var smsCode = regexp.MustCompile(`\b([0-9]{6})\b`)

// lastSMS is the code in the newest text of the SMS outbox (the embedded default's SMS port).
func (e *env) lastSMS(t *testing.T) string {
	t.Helper()
	e.verification.WaitForSends()
	files, _ := filepath.Glob(filepath.Join(e.smsOutbox, "*.txt"))
	slices.Sort(files)
	for i := len(files) - 1; i >= 0; i-- {
		b, _ := os.ReadFile(files[i])
		if m := smsCode.FindSubmatch(b); m != nil {
			return string(m[1])
		}
	}
	t.Fatal("no code in the SMS outbox")
	return ""
}

// documentBody is an identity document upload: an Aadhaar card's picture.
func documentBody(t *testing.T, image []byte) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("kind", "id")
	_ = w.WriteField("documentType", "aadhaar")
	part, err := w.CreateFormFile("image", "aadhaar.jpg")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = part.Write(image)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, w.FormDataContentType()
}

func badgesOf(t *testing.T, e *env, token string) []apiclient.VerificationBadge {
	t.Helper()
	r, err := e.client.GetVerificationWithResponse(context.Background(), bearer(token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("verification status: %v %d", err, r.StatusCode())
	}
	return r.JSON200.Badges
}

// A texted code verifies the phone once; a wrong or used code does not.
func TestPhoneCodeIsSingleUse(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t)
	pending := func() *time.Time {
		t.Helper()
		r, err := e.client.GetVerificationWithResponse(ctx, bearer(token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("verification status: %v %d", err, r.StatusCode())
		}
		return r.JSON200.PhoneCodeExpiresAt
	}
	if p := pending(); p != nil {
		t.Fatalf("a code waits before any was sent: %v", p)
	}
	if r, _ := e.client.SendPhoneCodeWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("send code: %d %s", r.StatusCode(), r.Body)
	}
	// The page reloaded knows a code waits (and shows its box again), until the code is used.
	if p := pending(); p == nil || !p.After(time.Now()) || p.After(time.Now().Add(11*time.Minute)) {
		t.Fatalf("the texted code waits until %v", p)
	}
	code := e.lastSMS(t)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	if r, _ := e.client.ConfirmPhoneCodeWithResponse(ctx, apiclient.PhoneCodeRequest{Code: wrong}, bearer(token)); r.StatusCode() != 410 {
		t.Fatalf("a wrong code: %d %s", r.StatusCode(), r.Body)
	}
	if r, _ := e.client.ConfirmPhoneCodeWithResponse(ctx, apiclient.PhoneCodeRequest{Code: code}, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("the right code: %d %s", r.StatusCode(), r.Body)
	}
	if !slices.Contains(badgesOf(t, e, token), apiclient.VerificationBadgePhone) {
		t.Fatal("no phone badge")
	}
	if p := pending(); p != nil {
		t.Fatalf("a used code still waits: %v", p)
	}
	if r, _ := e.client.ConfirmPhoneCodeWithResponse(ctx, apiclient.PhoneCodeRequest{Code: code}, bearer(token)); r.StatusCode() == 200 {
		t.Fatal("a used code verified again")
	}
}

// An identity document reaches the admins' queue only; approved, the badge shows on the member's
// search card (and the verified filter finds them), the image is gone, and the member is told.
func TestIDDocumentApprovedEarnsTheBadgeAndLeavesNoImage(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, brideToken := e.member(t)
	code := e.memberCodeOf(t, doc)
	body, ct := documentBody(t, testJPEG(t, 400, 300))
	if r, _ := e.client.SubmitVerificationDocumentWithBodyWithResponse(ctx, ct, body, bearer(brideToken)); r.StatusCode() != 201 {
		t.Fatalf("submit: %d %s", r.StatusCode(), r.Body)
	}
	_, adminToken := e.newAdmin(t)
	queue, _ := e.client.ListAdminVerificationsWithResponse(ctx, nil, bearer(adminToken))
	if queue.JSON200 == nil || len(queue.JSON200.Items) != 1 || queue.JSON200.Items[0].Member.UserId != code {
		t.Fatalf("queue: %s", queue.Body)
	}
	id := queue.JSON200.Items[0].Id
	// Members never reach the image: not with their own token, not with another's.
	_, groomToken := e.memberWith(t, groom)
	for _, tok := range []string{brideToken, groomToken} {
		if r := e.raw(t, "GET", "/api/admin/verifications/"+id.String()+"/image", "", "", tok); r.StatusCode == 200 {
			t.Fatal("a member fetched an identity document")
		}
	}
	if img, _ := e.client.GetAdminVerificationImageWithResponse(ctx, id, bearer(adminToken)); img.StatusCode() != 200 || len(img.Body) == 0 {
		t.Fatalf("the admin's view of the image: %d", img.StatusCode())
	}
	if r, _ := e.client.DecideAdminVerificationWithResponse(ctx, id, apiclient.VerificationDecision{Approve: true}, bearer(adminToken)); r.StatusCode() != 200 {
		t.Fatalf("approve: %d %s", r.StatusCode(), r.Body)
	}
	if img, _ := e.client.GetAdminVerificationImageWithResponse(ctx, id, bearer(adminToken)); img.StatusCode() != 404 && img.StatusCode() != 410 {
		t.Fatalf("the image outlived the decision: %d", img.StatusCode())
	}
	if !slices.Contains(badgesOf(t, e, brideToken), apiclient.VerificationBadgeId) {
		t.Fatal("no ID badge")
	}
	found, _ := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{SearchFilters: apiclient.SearchFilters{Verified: ptr(true)}}, bearer(groomToken))
	if found.JSON200 == nil || len(found.JSON200.UserList) != 1 || found.JSON200.UserList[0].UserId != code ||
		found.JSON200.UserList[0].Badges == nil || !slices.Contains(*found.JSON200.UserList[0].Badges, apiclient.VerificationBadgeId) {
		t.Fatalf("verified search: %s", found.Body)
	}
	notes, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(brideToken))
	if notes.JSON200 == nil || len(notes.JSON200.Notifications.Data) == 0 ||
		notes.JSON200.Notifications.Data[0].Kind != apiclient.NotificationKindVerificationApproved {
		t.Fatalf("the member was not told: %s", notes.Body)
	}
}

// Reporting blocks both ways at once; the admin suspends the member reported and the reporter is
// told the outcome; the suspended member cannot log in.
func TestReportBlocksThenSuspensionAndTheReporterIsTold(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	groomCode, groomToken := e.memberWith(t, groom)
	brideCode := e.memberCodeOf(t, brideDoc)
	if r, _ := e.client.GetUserProfileWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 {
		t.Fatalf("before the report: %d", r.StatusCode())
	}
	r, _ := e.client.ReportMemberWithResponse(ctx, groomCode, apiclient.ReportRequest{Reason: apiclient.ReportReasonAskingMoney,
		Details: ptr("Asked for money for a hospital bill.")}, bearer(brideToken))
	if r.StatusCode() != 200 && r.StatusCode() != 201 {
		t.Fatalf("report: %d %s", r.StatusCode(), r.Body)
	}
	// Blocked both ways: neither sees the other's profile, in search, or can send a request.
	for _, c := range []struct{ token, other string }{{brideToken, groomCode}, {groomToken, brideCode}} {
		if p, _ := e.client.GetUserProfileWithResponse(ctx, c.other, bearer(c.token)); p.StatusCode() != 404 {
			t.Errorf("a profile across a block: %d", p.StatusCode())
		}
		s, _ := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{}, bearer(c.token))
		for _, u := range s.JSON200.UserList {
			if u.UserId == c.other {
				t.Errorf("%s found across a block", c.other)
			}
		}
		if q, _ := e.client.SendRequestWithResponse(ctx, c.other, bearer(c.token)); q.StatusCode() == 200 {
			t.Errorf("a request across a block")
		}
	}
	if list, _ := e.client.ListBlocksWithResponse(ctx, bearer(brideToken)); list.JSON200 == nil || !bytes.Contains(list.Body, []byte(groomCode)) {
		t.Fatalf("the reporter's block list: %s", list.Body)
	}

	_, adminToken := e.newAdmin(t)
	queue, _ := e.client.ListAdminReportsWithResponse(ctx, nil, bearer(adminToken))
	if queue.JSON200 == nil || len(queue.JSON200.Items) != 1 || queue.JSON200.Items[0].Member.UserId != groomCode {
		t.Fatalf("report queue: %s", queue.Body)
	}
	act, _ := e.client.ActOnAdminReportWithResponse(ctx, queue.JSON200.Items[0].Id, apiclient.ModerationAction{
		Action: apiclient.ModerationActionActionSuspend, Note: ptr("Asking members for money.")}, bearer(adminToken))
	if act.StatusCode() != 200 {
		t.Fatalf("suspend: %d %s", act.StatusCode(), act.Body)
	}
	notes, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(brideToken))
	told := false
	for _, n := range notes.JSON200.Notifications.Data {
		told = told || (n.Kind == apiclient.NotificationKindReportOutcome && n.SenderId == nil && n.RequestId == n.Id)
	}
	if !told {
		t.Fatalf("the reporter was not told the outcome: %s", notes.Body)
	}
	// Suspension revokes the member's sessions.
	if p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(groomToken)); p.StatusCode() == 200 {
		t.Fatal("a suspended member's token still works")
	}
	if actions := e.auditActions(t, groomCode); len(actions) == 0 {
		t.Error("the moderation is not in the audit log")
	}
}

// Registration records the advisory's declarations when the wizard sends them; a member who
// registered without them is asked later (declared: false), and half of them are refused.
func TestRegistrationDeclarations(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	declared := wizard()
	r := e.register(t, declared, testJPEG(t, 300, 400), [2]string{"declarations[intentToMarry]", "true"},
		[2]string{"declarations[informationTrue]", "true"}, [2]string{"declarations[ageConfirmed]", "true"})
	if r.StatusCode() != 200 {
		t.Fatalf("register with declarations: %d %s", r.StatusCode(), r.Body)
	}
	token := e.login(t, declared["email"].(string), declared["password"].(string))
	if p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token)); p.JSON200 == nil || !deref(p.JSON200.UserData.Declared) {
		t.Fatalf("declared: %s", p.Body)
	}
	half := wizard()
	if r := e.register(t, half, testJPEG(t, 300, 400), [2]string{"declarations[intentToMarry]", "true"}); r.StatusCode() != 400 {
		t.Fatalf("half the declarations: %d %s", r.StatusCode(), r.Body)
	}
	_, later := e.member(t)
	if p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(later)); p.JSON200 == nil || deref(p.JSON200.UserData.Declared) {
		t.Fatalf("a member who registered without them: %s", p.Body)
	}
	if d, _ := e.client.MakeDeclarationsWithResponse(ctx, apiclient.Declarations{IntentToMarry: true, InformationTrue: true, AgeConfirmed: true}, bearer(later)); d.StatusCode() != 200 {
		t.Fatalf("declaring later: %d %s", d.StatusCode(), d.Body)
	}
}

// Photo privacy is enforced on the media route: with "connections only", a member who is not a
// connection gets the blurred placeholder's bytes from the very link the profile hands them, and
// the real picture once they are connected.
func TestPhotoPrivacyOnTheMediaRoute(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	groomCode, groomToken := e.memberWith(t, groom)
	if r, _ := e.client.UpdatePrivacySettingsWithResponse(ctx, apiclient.PrivacySettingsChange{
		PhotoVisibility: ptr(apiclient.PhotoVisibilityConnections)}, bearer(brideToken)); r.StatusCode() != 200 {
		t.Fatalf("settings: %d %s", r.StatusCode(), r.Body)
	}
	fetch := func() []byte {
		p, _ := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(groomToken))
		if p.JSON200 == nil || p.JSON200.UserData.ProfilePicture == nil {
			t.Fatalf("profile: %s", p.Body)
		}
		res := e.picture(t, *p.JSON200.UserData.ProfilePicture, groomToken)
		if res.StatusCode != 200 {
			t.Fatalf("picture: %d", res.StatusCode)
		}
		b, _ := io.ReadAll(res.Body)
		return b
	}
	placeholder := images.Processor{}.Placeholder("full")
	if !bytes.Equal(fetch(), placeholder) {
		t.Fatal("a member who is not a connection saw the picture")
	}
	if r, _ := e.client.SendRequestWithResponse(ctx, brideCode, bearer(groomToken)); r.StatusCode() != 200 {
		t.Fatalf("request: %d", r.StatusCode())
	}
	if r, _ := e.client.AcceptRequestWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 201 {
		t.Fatalf("accept: %d %s", r.StatusCode(), r.Body)
	}
	if got := fetch(); bytes.Equal(got, placeholder) || len(got) == 0 {
		t.Fatal("a connection still gets the placeholder")
	}
}

// A block hides the pair from each other in every list, both ways: the carousels, connections
// and messages (the two were connected first, so a block must end what they had).
func TestBlockHidesBothWaysInMatchesConnectionsAndMessages(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	groomCode, groomToken := e.memberWith(t, groom)
	inMatches := func(token, code string) bool {
		m, _ := e.client.GetMatchesWithResponse(ctx, nil, bearer(token))
		if m.JSON200 == nil {
			t.Fatalf("matches: %d", m.StatusCode())
		}
		return bytes.Contains(m.Body, []byte(code))
	}
	if !inMatches(brideToken, groomCode) || !inMatches(groomToken, brideCode) {
		t.Fatal("the pair should match before the block")
	}
	e.client.SendRequestWithResponse(ctx, brideCode, bearer(groomToken))
	if r, _ := e.client.AcceptRequestWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 201 {
		t.Fatalf("accept: %d", r.StatusCode())
	}
	if r, _ := e.client.BlockMemberWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 && r.StatusCode() != 201 {
		t.Fatalf("block: %d %s", r.StatusCode(), r.Body)
	}
	for _, c := range []struct{ token, other string }{{brideToken, groomCode}, {groomToken, brideCode}} {
		if inMatches(c.token, c.other) {
			t.Errorf("%s in matches across a block", c.other)
		}
		if conn, _ := e.client.ListConnectionsWithResponse(ctx, nil, bearer(c.token)); bytes.Contains(conn.Body, []byte(c.other)) {
			t.Errorf("%s among connections across a block", c.other)
		}
		if m, _ := e.client.SendMessageWithResponse(ctx, c.other, apiclient.SendMessageRequest{Text: "Namaskar"}, bearer(c.token)); m.StatusCode() == 201 {
			t.Errorf("a message across a block")
		}
	}
	// Unblocking lifts the block; what it ended (the connection) does not come back.
	if r, _ := e.client.UnblockMemberWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 {
		t.Fatalf("unblock: %d", r.StatusCode())
	}
	if p, _ := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(groomToken)); p.StatusCode() != 200 {
		t.Fatalf("after the unblock: %d", p.StatusCode())
	}
	if conn, _ := e.client.ListConnectionsWithResponse(ctx, nil, bearer(brideToken)); bytes.Contains(conn.Body, []byte(groomCode)) {
		t.Error("the connection came back after the unblock")
	}
}

// Codes cost an SMS each: past three in an hour the answer is the same and nothing is texted.
func TestPhoneCodesAreThrottled(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t)
	for i := 0; i < 5; i++ {
		if r, _ := e.client.SendPhoneCodeWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
			t.Fatalf("send %d: %d %s", i+1, r.StatusCode(), r.Body)
		}
	}
	e.verification.WaitForSends()
	files, _ := filepath.Glob(filepath.Join(e.smsOutbox, "*.txt"))
	if len(files) != 3 {
		t.Fatalf("%d texts sent for 5 asks, want 3", len(files))
	}
}

// A block ends a pending request and its notification disappears: the interests and the
// notifications of the member who blocked no longer show the other, nor theirs them.
func TestBlockEndsPendingRequestsAndHidesTheirNotifications(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	groomCode, groomToken := e.memberWith(t, groom)
	if r, _ := e.client.SendRequestWithResponse(ctx, brideCode, bearer(groomToken)); r.StatusCode() != 200 {
		t.Fatalf("request: %d", r.StatusCode())
	}
	if in, _ := e.client.ListInterestsWithResponse(ctx, nil, bearer(brideToken)); !bytes.Contains(in.Body, []byte(groomCode)) {
		t.Fatalf("the request should wait in her interests: %s", in.Body)
	}
	if r, _ := e.client.BlockMemberWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 && r.StatusCode() != 201 {
		t.Fatalf("block: %d", r.StatusCode())
	}
	if in, _ := e.client.ListInterestsWithResponse(ctx, nil, bearer(brideToken)); bytes.Contains(in.Body, []byte(groomCode)) {
		t.Errorf("a blocked member's request still waits: %s", in.Body)
	}
	if sent, _ := e.client.ListSentRequestsWithResponse(ctx, nil, bearer(groomToken)); bytes.Contains(sent.Body, []byte(brideCode)) {
		t.Errorf("the blocked member's sent request still waits: %s", sent.Body)
	}
	if n, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(brideToken)); bytes.Contains(n.Body, []byte(groomCode)) {
		t.Errorf("a blocked member's notification still shows: %s", n.Body)
	}
}

// The live stream carries nothing across a block: what one member does toward the other (a
// request, a message) is refused, so no event reaches the member who blocked.
func TestNothingCrossesABlockOnTheLiveStream(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	groomCode, groomToken := e.memberWith(t, groom)
	events := openStream(t, e, brideToken, "")
	next(t, events, "unread") // the stream starts with the counts
	if r, _ := e.client.BlockMemberWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 && r.StatusCode() != 201 {
		t.Fatalf("block: %d", r.StatusCode())
	}
	if r, _ := e.client.SendRequestWithResponse(ctx, brideCode, bearer(groomToken)); r.StatusCode() == 200 {
		t.Fatal("a request across the block")
	}
	e.client.SendMessageWithResponse(ctx, brideCode, apiclient.SendMessageRequest{Text: "Namaskar"}, bearer(groomToken))
	select {
	case ev, ok := <-events:
		if ok && (ev.event == "notification" || ev.event == "message") {
			t.Fatalf("an event crossed the block: %+v", ev)
		}
	case <-time.After(1500 * time.Millisecond):
	}
}
