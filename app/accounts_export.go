package app

import (
	"context"
	"log/slog"

	"github.com/google/uuid"
)

// ExportData is the member's copy of everything stored about them.
type ExportData struct {
	privacy PrivacyStore
	log     *slog.Logger
}

func NewExportData(privacy PrivacyStore, log *slog.Logger) *ExportData {
	return mustHave(&ExportData{privacy: privacy, log: logOr(log)})
}

func (q *ExportData) Handle(ctx context.Context, id uuid.UUID) (MemberData, error) {
	d, err := q.privacy.MemberData(ctx, id)
	if err != nil {
		return MemberData{}, err
	}
	q.log.Info("data exported", slog.String("account", id.String()))
	return d, nil
}
