package httpapi

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// PhotoReader streams stored pictures to the media endpoint.
type PhotoReader interface {
	OpenPhoto(ctx context.Context, id, variant string) (io.ReadCloser, error)
}

// mediaLinks signs picture links. An <img> cannot send a bearer token, so the access check
// happens when a profile response hands out the link: only a viewer allowed to see the
// profile gets one, and it expires. Links last until the end of the next UTC day, so they are
// stable for a day and the browser's cache works.
type mediaLinks struct{ key []byte }

func (m mediaLinks) signature(photoID, variant string, exp int64) string {
	mac := hmac.New(sha256.New, m.key)
	fmt.Fprintf(mac, "%s|%s|%d", photoID, variant, exp)
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

func (m mediaLinks) link(photoID, variant string, now time.Time) string {
	if photoID == "" {
		return ""
	}
	exp := now.UTC().Truncate(24 * time.Hour).Add(48 * time.Hour).Unix()
	q := url.Values{"exp": {strconv.FormatInt(exp, 10)}, "sig": {m.signature(photoID, variant, exp)}}
	return "/api/media/" + photoID + "/" + variant + "?" + q.Encode()
}

func (m mediaLinks) valid(photoID, variant string, exp int64, sig string, now time.Time) bool {
	if now.Unix() > exp {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(m.signature(photoID, variant, exp)))
}

var errBadLink = errs.New(errs.ErrForbidden, "link_invalid", "This picture link is invalid or has expired.")

func (s *server) GetPhoto(ctx context.Context, req api.GetPhotoRequestObject) (api.GetPhotoResponseObject, error) {
	now := time.Now()
	if !s.media.valid(req.PhotoId, string(req.Variant), req.Params.Exp, req.Params.Sig, now) {
		return nil, errBadLink
	}
	rc, err := s.photos.OpenPhoto(ctx, req.PhotoId, string(req.Variant))
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errs.New(errs.ErrNotFound, "photo_not_found", "This picture no longer exists.")
	}
	if err != nil {
		return nil, err
	}
	// The handler's response writer closes nothing, so read the small JPEG fully and close.
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 8<<20))
	if err != nil {
		return nil, err
	}
	cache := "private, max-age=" + strconv.FormatInt(max(req.Params.Exp-now.Unix(), 0), 10) + ", immutable"
	return api.GetPhoto200ImagejpegResponse{
		Body: bytes.NewReader(data), ContentLength: int64(len(data)),
		Headers: api.GetPhoto200ResponseHeaders{CacheControl: &cache},
	}, nil
}
