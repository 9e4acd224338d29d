package httpapi

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"hash"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// PhotoReader streams stored pictures to the media endpoint.
type PhotoReader interface {
	// OpenPhoto answers an error of kind errs.ErrNotFound when the picture is not there.
	OpenPhoto(ctx context.Context, id, variant string) (io.ReadCloser, error)
}

// PhotoProcessor turns an uploaded picture into the renditions the product stores (type checked,
// size and dimensions bounded, metadata stripped); its errors carry their kind
// (errs.ErrUnsupportedMedia, ErrTooLarge, ErrUnprocessable) and their member-readable message.
type PhotoProcessor interface {
	ProcessPhoto(ctx context.Context, r io.Reader) (app.Photo, error)
	// ProcessDocument reads an identity document or a selfie into the one JPEG kept for the
	// admin's review (docs/adr/0016-trust-and-safety.md).
	ProcessDocument(ctx context.Context, r io.Reader) ([]byte, error)
	// Placeholder is the blurred stand-in for a picture the viewer may not see ("full", "medium"
	// or "thumb").
	Placeholder(variant string) []byte
}

// mediaLinks signs picture links for one viewer (docs/adr/0010-picture-links-bound-to-the-viewer.md).
// A link is only good for the viewer it was handed to: the media route recomputes the signature
// with the viewer it knows (bearer token, or the media ticket cookie of mediaticket.go), so a
// copied link serves no one else, and it checks again whether that viewer may see the picture.
//
// Every card of a search or match list carries four signed links (the picture and its srcset),
// so signing sits on the hottest paths: keyed HMACs are pooled (Reset returns one to its keyed
// state without hashing the key again) and links are built without fmt or url.Values
// (docs/performance.md, "Server time per request").
type mediaLinks struct {
	key     []byte
	macs    *sync.Pool // of *linkMAC keyed with key
	tickets *mintedTickets
}

// linkMAC is a keyed HMAC with room for what it signs and its sum: kept with the pooled MAC,
// they do not escape to the heap through the hash.Hash interface on every signature.
type linkMAC struct {
	mac hash.Hash
	in  [128]byte
	sum [sha256.Size]byte
}

func newMediaLinks(key []byte) mediaLinks {
	return mediaLinks{key: key, macs: &sync.Pool{New: func() any { return &linkMAC{mac: hmac.New(sha256.New, key)} }},
		tickets: &mintedTickets{}}
}

// linkWindow is how long links stay the same: every link handed out within one clock hour ends
// at the end of the next, so a link lives one to two hours and the browser's cache still works.
const linkWindow = time.Hour

// linkExpiry is when links handed out at now end.
func linkExpiry(now time.Time) int64 {
	return now.UTC().Truncate(linkWindow).Add(2 * linkWindow).Unix()
}

func (m mediaLinks) signature(photoID, variant string, viewer uuid.UUID, exp int64) string {
	var buf [sha256.Size * 4 / 3]byte
	return string(m.appendSignature(buf[:0], photoID, variant, viewer, exp))
}

// appendSignature appends the link's signature, base64url without padding, to b.
func (m mediaLinks) appendSignature(b []byte, photoID, variant string, viewer uuid.UUID, exp int64) []byte {
	l := m.macs.Get().(*linkMAC)
	defer m.macs.Put(l)
	l.mac.Reset()
	// What is signed: "link/v2|<photo>|<variant>|<viewer>|<exp>".
	in := append(l.in[:0], "link/v2|"...)
	in = append(in, photoID...)
	in = append(in, '|')
	in = append(in, variant...)
	in = append(in, '|')
	var id [36]byte
	in = append(in, encodeUUID(&id, viewer)...)
	in = append(in, '|')
	in = strconv.AppendInt(in, exp, 10)
	l.mac.Write(in)
	return base64.RawURLEncoding.AppendEncode(b, l.mac.Sum(l.sum[:0]))
}

// encodeUUID writes id in its canonical text form without allocating (uuid.UUID.String does).
func encodeUUID(dst *[36]byte, id uuid.UUID) []byte {
	hex.Encode(dst[0:8], id[0:4])
	dst[8] = '-'
	hex.Encode(dst[9:13], id[4:6])
	dst[13] = '-'
	hex.Encode(dst[14:18], id[6:8])
	dst[18] = '-'
	hex.Encode(dst[19:23], id[8:10])
	dst[23] = '-'
	hex.Encode(dst[24:], id[10:])
	return dst[:]
}

// signedLink is the link to one rendition, signed for viewer until exp.
func (m mediaLinks) signedLink(photoID, variant string, viewer uuid.UUID, exp int64) string {
	return string(m.appendLink(make([]byte, 0, linkLen(photoID)), photoID, variant, viewer, exp))
}

// appendLink appends the link to one rendition, signed for viewer until exp. Both query values
// are digits or base64url, so nothing needs escaping (the order is url.Values.Encode's).
func (m mediaLinks) appendLink(b []byte, photoID, variant string, viewer uuid.UUID, exp int64) []byte {
	b = append(b, "/api/media/"...)
	b = append(b, photoID...)
	b = append(b, '/')
	b = append(b, variant...)
	b = append(b, "?exp="...)
	b = strconv.AppendInt(b, exp, 10)
	b = append(b, "&sig="...)
	return m.appendSignature(b, photoID, variant, viewer, exp)
}

// linkLen is at least the length of one rendition's link to photoID.
func linkLen(photoID string) int {
	return len("/api/media/") + len(photoID) + len("/medium?exp=") + 20 + len("&sig=") + base64.RawURLEncoding.EncodedLen(sha256.Size)
}

// link is the signed link to a picture for viewer ("" when there is no picture).
func (m mediaLinks) link(photoID, variant string, viewer uuid.UUID, now time.Time) string {
	if photoID == "" {
		return ""
	}
	return m.signedLink(photoID, variant, viewer, linkExpiry(now))
}

// srcsetWidths are the renditions a srcset offers, by the width of their bounding box
// (adapters/images): the browser picks the smallest that covers the picture's CSS size at the
// screen's pixel density, so a card on a 3× phone gets the 320 or 640 px picture, not the 160.
var srcsetWidths = [...]struct {
	variant string
	width   int
}{{"thumb", 160}, {"medium", 320}, {"full", 640}}

// pictureLinks are one picture's signed links for one viewer, each rendition signed once.
type pictureLinks struct {
	thumb, full string
	srcset      *string // absent when there is no picture
}

// picture signs photoID's renditions for viewer (all empty when there is no picture). The
// srcset is made of the same links, so it is signed and checked the same way: a picture the
// viewer may not see answers the placeholder at every width. The srcset is built in one buffer
// and the thumb and full links are slices of it: every card of a list signs a picture, and
// building each link apart was most of a card's allocations (BenchmarkCardPicture).
func (m mediaLinks) picture(photoID string, viewer uuid.UUID, now time.Time) pictureLinks {
	if photoID == "" {
		return pictureLinks{}
	}
	exp := linkExpiry(now)
	var bounds [len(srcsetWidths)][2]int
	b := make([]byte, 0, len(srcsetWidths)*(linkLen(photoID)+len(", 640w")))
	for i, r := range srcsetWidths {
		if i > 0 {
			b = append(b, ", "...) // a link holds no comma or space, so the list parses unambiguously
		}
		bounds[i][0] = len(b)
		b = m.appendLink(b, photoID, r.variant, viewer, exp)
		bounds[i][1] = len(b)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(r.width), 10)
		b = append(b, 'w')
	}
	set := string(b)
	last := bounds[len(bounds)-1]
	return pictureLinks{thumb: set[bounds[0][0]:bounds[0][1]], full: set[last[0]:last[1]], srcset: &set}
}

// thumbnail is the picture's thumb link, or nil when there is none.
func (p pictureLinks) thumbnail() *string {
	if p.thumb == "" {
		return nil
	}
	return &p.thumb
}

func (m mediaLinks) valid(photoID, variant string, viewer uuid.UUID, exp int64, sig string, now time.Time) bool {
	if now.Unix() > exp || exp-now.Unix() > int64(2*linkWindow/time.Second) {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(m.signature(photoID, variant, viewer, exp)))
}

var (
	errBadLink   = errs.New(errs.ErrForbidden, "link_invalid", "This picture link is invalid or has expired.")
	errPhotoGone = errs.New(errs.ErrNotFound, "photo_not_found", "This picture no longer exists.")
)

func (s *server) GetPhoto(ctx context.Context, req api.GetPhotoRequestObject) (api.GetPhotoResponseObject, error) {
	now := time.Now()
	viewer, err := s.mediaViewer(ctx, req.Params.RgMedia, now)
	if err != nil {
		return nil, err
	}
	if !s.media.valid(req.PhotoId, string(req.Variant), viewer.ID, req.Params.Exp, req.Params.Sig, now) {
		return nil, errBadLink
	}
	switch visible, exists, err := s.svc.Discovery.Queries.MayViewPhoto.Handle(ctx, viewer, req.PhotoId); {
	case err != nil:
		return nil, err
	case !exists:
		return nil, errPhotoGone
	case !visible:
		// Not an error the viewer could learn from: the same placeholder for every hidden picture,
		// never cached, so it gives way to the picture as soon as the owner allows it.
		// A viewer who may not see the picture (photo privacy, blocks, suspension) gets the blurred
		// stand-in: the same bytes whatever picture was asked for, nothing of it reaches them.
		data := s.pictures.Placeholder(string(req.Variant))
		noStore := "no-store"
		return api.GetPhoto200ImagejpegResponse{Body: bytes.NewReader(data), ContentLength: int64(len(data)),
			Headers: api.GetPhoto200ResponseHeaders{CacheControl: &noStore}}, nil
	}
	rc, err := s.photos.OpenPhoto(ctx, req.PhotoId, string(req.Variant))
	if errors.Is(err, errs.ErrNotFound) {
		return nil, errPhotoGone
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

// mediaViewer is who asks for a picture: the bearer token's account, or the media ticket's.
func (s *server) mediaViewer(ctx context.Context, ticket *string, now time.Time) (identity.Account, error) {
	if acct, ok := principal(ctx); ok {
		return acct, nil
	}
	if ticket == nil {
		return identity.Account{}, errs.ErrUnauthenticated
	}
	id, issued, ok := s.media.readTicket(*ticket, now)
	if !ok {
		return identity.Account{}, errs.ErrUnauthenticated
	}
	return s.svc.Accounts.Queries.Viewer.Handle(ctx, id, issued)
}
