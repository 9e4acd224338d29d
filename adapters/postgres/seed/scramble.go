package seed

// Member codes and phone numbers are permutations of the member's index: unique by
// construction (no retry loop, no lookup) yet scattered, so neither reveals sign-up order.
// The keys are fixed rather than derived from Options.Seed, so runs with different seeds but
// disjoint index ranges (Options.First) never collide either.

const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ" // as profile.NewMemberCode

// mix is splitmix64's finaliser: a cheap, well-spread hash used as the Feistel round function.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// feistel permutes the values below 2^(2·half) with a four-round balanced Feistel network,
// which is a bijection whatever the round function.
func feistel(x uint64, half uint, key uint64) uint64 {
	mask := uint64(1)<<half - 1
	l, r := x>>half&mask, x&mask
	for round := uint64(0); round < 4; round++ {
		l, r = r, l^(mix(r^key^round<<56)&mask)
	}
	return l<<half | r
}

// memberCode maps index i < 2^40 onto MH + 8 characters (32^8 = 2^40 codes).
func memberCode(i int64) string {
	x := feistel(uint64(i), 20, 0x5eed_c0de_0000_0001)
	b := [10]byte{'M', 'H'}
	for k := 9; k >= 2; k-- {
		b[k] = codeAlphabet[x&31]
		x >>= 5
	}
	return string(b[:])
}

// phoneSpace is every 10-digit number starting with 7, 8 or 9, as Indian mobiles do.
const phoneSpace = 3_000_000_000

// phone maps index i < phoneSpace onto a mobile number. Cycle-walking keeps the 32-bit
// permutation inside the 3·10^9 numbers while staying a bijection.
func phone(i int64) string {
	x := uint64(i)
	for {
		x = feistel(x, 16, 0x5eed_fa11_0000_0002)
		if x < phoneSpace {
			break
		}
	}
	var b [10]byte
	b[0] = byte('7' + x/1_000_000_000)
	x %= 1_000_000_000
	for k := 9; k >= 1; k-- {
		b[k] = byte('0' + x%10)
		x /= 10
	}
	return string(b[:])
}
