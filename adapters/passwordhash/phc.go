package passwordhash

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/crypto/argon2"
)

// b64 is the PHC encoding: standard alphabet, no padding. Strict() refuses
// non-canonical trailing bits, so one hash has exactly one spelling.
var b64 = base64.RawStdEncoding.Strict()

// encode writes $argon2id$v=19$m=<KiB>,t=<n>,p=<n>$<salt>$<hash>.
func encode(p Params, salt, key []byte) string {
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, p.Memory, p.Time, p.Threads, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// decode parses exactly the form encode writes and nothing looser: the
// algorithm, version, parameter order and number spelling are all fixed, so
// a value that round-trips through some other tool in a different shape is
// reported rather than half-understood.
func decode(s string) (p Params, salt, key []byte, err error) {
	fail := func(why string) (Params, []byte, []byte, error) {
		return Params{}, nil, nil, fmt.Errorf("%w: %s", ErrMalformedHash, why)
	}
	parts := strings.Split(s, "$")
	if len(parts) != 6 || parts[0] != "" {
		return fail("want 5 $-separated fields")
	}
	if parts[1] != "argon2id" {
		return fail("algorithm is not argon2id")
	}
	if parts[2] != "v="+strconv.Itoa(argon2.Version) {
		return fail("unsupported version")
	}
	kv := strings.Split(parts[3], ",")
	if len(kv) != 3 {
		return fail("want m,t,p parameters")
	}
	m, ok1 := param(kv[0], "m=", 32)
	t, ok2 := param(kv[1], "t=", 32)
	th, ok3 := param(kv[2], "p=", 8)
	if !ok1 || !ok2 || !ok3 {
		return fail("bad m,t,p parameters")
	}
	if salt, err = b64.DecodeString(parts[4]); err != nil {
		return fail("salt is not raw standard base64")
	}
	if key, err = b64.DecodeString(parts[5]); err != nil {
		return fail("hash is not raw standard base64")
	}
	p = Params{Memory: uint32(m), Time: uint32(t), Threads: uint8(th),
		SaltLen: uint32(len(salt)), KeyLen: uint32(len(key))}
	if err := p.validate(); err != nil {
		return fail(err.Error())
	}
	return p, salt, key, nil
}

// param reads "<prefix><decimal>" with no sign, no leading zeros and no
// overflow of the given bit size.
func param(s, prefix string, bits int) (uint64, bool) {
	digits, ok := strings.CutPrefix(s, prefix)
	if !ok || digits == "" || (len(digits) > 1 && digits[0] == '0') {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseUint(digits, 10, bits)
	return v, err == nil
}
