package app

import (
	"context"
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

// ProfileStore is the profile context's persistence port.
type ProfileStore interface {
	ProfileByAccount(ctx context.Context, id uuid.UUID) (profile.Profile, error)
	ProfileByCode(ctx context.Context, code string) (profile.Profile, error)
	// UpdateProfile loads the profile locked, lets change decide, and saves it (contact
	// details included) in one transaction.
	UpdateProfile(ctx context.Context, id uuid.UUID, change func(*profile.Profile) error) (profile.Profile, error)
	// PhotoInUse reports whether any profile still shows the picture.
	PhotoInUse(ctx context.Context, photoID string) (bool, error)
	// TouchLastActive records that the members are active now (matches favour active members).
	TouchLastActive(ctx context.Context, ids []uuid.UUID, now time.Time) error
}

// Photo is a processed picture: every size re-encoded (640, 320 and 160 px boxes), metadata gone.
type Photo struct{ Full, Medium, Thumb []byte }

// PhotoStore keeps pictures outside the database.
type PhotoStore interface {
	SavePhoto(ctx context.Context, p Photo) (id string, err error)
	DeletePhoto(ctx context.Context, id string) error
}

// AccountMailer sends the account e-mails in the member's language.
type AccountMailer interface {
	Welcome(ctx context.Context, to, lang, fullName, memberCode string) error
	ResetCode(ctx context.Context, to, lang, fullName, code string) error
	PasswordChanged(ctx context.Context, to, lang, fullName string) error
}
