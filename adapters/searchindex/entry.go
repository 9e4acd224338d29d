// Package searchindex keeps the searchable members in memory, in the order search reads them, so
// that a search's count and the ids of its page are worked out without asking PostgreSQL to walk
// an index: PostgreSQL then reads only the page's cards (docs/adr/0023-search-in-memory.md).
//
// It holds what member_search holds (one row per searchable member) and answers exactly what the
// search statement of adapters/postgres/search.go answers for the same rows: the same filters,
// the same "recently active" order, the same pool of ResultCap matches for the other orders and
// the same score. The store keeps it current from member_search's change log and overlays the
// changes not applied yet on every search, so a search sees what was committed before it began.
package searchindex

import (
	"time"

	"github.com/google/uuid"
)

// Row is one member_search row, with NULLs as zero values ("" for text, 0 for a preferred
// height) except HoroscopeKey, which is -1 when the member gave no stars.
type Row struct {
	AccountID                uuid.UUID
	Gender                   string
	DOB                      time.Time
	LastActive, Registered   time.Time
	HeightCM, IncomeK        int
	HoroscopeKey             int
	PrefAgeMin, PrefAgeMax   int
	PrefHeightMin            int
	PrefHeightMax            int
	PrefMarital              int // matching.MaritalBit of each preferred status, summed
	HasPhoto, Verified       bool
	Caste, Religion, City    string
	District, MotherTongue   string
	SubCaste, NativeDistrict string
	MaritalStatus            string
	Education, Profession    string
	Manglik                  string
	PrefReligion, PrefCaste  string
	PrefCity, PrefManglik    string
}

// entry is a Row as the index keeps it: every text as a code of the index's dictionary (0 is the
// empty text), instants as microseconds (PostgreSQL's precision), the birth date as days.
type entry struct {
	id                           uuid.UUID
	active, registered           int64
	dob                          int32
	height, income               int32
	horoscope                    int16
	prefAgeMin, prefAgeMax       int16
	prefHeightMin, prefHeightMax int16
	prefMarital                  int16
	photo, verified              bool
	gender                       int8  // genderIndex
	slot                         int32 // the member's for good (Index.slots)
	text                         [textColumns]uint32
}

// The text columns, as indexes of entry.text.
const (
	colCaste = iota
	colReligion
	colCity
	colDistrict
	colTongue
	colSubCaste
	colNative
	colMarital
	colEducation
	colProfession
	colManglik
	colPrefReligion
	colPrefCaste
	colPrefCity
	colPrefManglik
	textColumns
)

// listedColumns are the columns with a list of their members per value (a search may lead with
// them, or step through them, or read their bitmaps): every column a search names a value of.
// listed is the same as a slice.
var (
	listedColumns = [...]int{colCaste, colReligion, colCity, colDistrict, colTongue, colSubCaste, colNative, colMarital,
		colEducation, colProfession, colManglik}
	listed = listedColumns[:]
)

func (r Row) texts() [textColumns]string {
	return [textColumns]string{r.Caste, r.Religion, r.City, r.District, r.MotherTongue, r.SubCaste, r.NativeDistrict,
		r.MaritalStatus, r.Education, r.Profession, r.Manglik, r.PrefReligion, r.PrefCaste, r.PrefCity, r.PrefManglik}
}

// days is a date as days since 1970-01-01.
func days(t time.Time) int32 {
	y, m, d := t.Date()
	return int32(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

func dayTime(d int32) time.Time { return time.Unix(int64(d)*86400, 0).UTC() }

func (r Row) entry(code func(string) uint32) entry {
	e := entry{id: r.AccountID, active: r.LastActive.UnixMicro(), registered: r.Registered.UnixMicro(), dob: days(r.DOB),
		height: int32(r.HeightCM), income: int32(r.IncomeK), horoscope: int16(r.HoroscopeKey),
		prefAgeMin: int16(r.PrefAgeMin), prefAgeMax: int16(r.PrefAgeMax), prefHeightMin: int16(r.PrefHeightMin),
		prefHeightMax: int16(r.PrefHeightMax), prefMarital: int16(r.PrefMarital), photo: r.HasPhoto, verified: r.Verified,
		gender: int8(genderIndex(r.Gender))}
	for i, s := range r.texts() {
		e.text[i] = code(s)
	}
	return e
}

// before is search's order: most recently active first, then by account id (as PostgreSQL
// compares uuids: byte by byte).
func (e *entry) before(o *entry) bool {
	if e.active != o.active {
		return e.active > o.active
	}
	return string(e.id[:]) < string(o.id[:])
}

func genderIndex(g string) int {
	switch g {
	case "female":
		return 0
	case "male":
		return 1
	}
	return -1
}
