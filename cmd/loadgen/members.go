package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
)

// population is who the generator logs in and whose profiles it views. From the database, each
// has their gender, and a member views profiles of the other gender only (a member's own gender
// is "not found" to them, as for any member of the product); from files, genders are unknown ("")
// and any code may be viewed.
type population struct {
	emails, genders []string            // aligned
	codes           map[string][]string // member codes by gender
}

// codesFor are the codes a member of gender would view.
func (p population) codesFor(gender string) []string {
	switch gender {
	case "female":
		return p.codes["male"]
	case "male":
		return p.codes["female"]
	}
	var all []string
	for _, g := range slices.Sorted(maps.Keys(p.codes)) {
		all = append(all, p.codes[g]...)
	}
	return all
}

// loadMembers answers the members to log in and the member codes to view, from files when
// given, otherwise from the database.
func loadMembers(ctx context.Context, o options) (pop population, err error) {
	var emails, codes []string
	if o.emailsFile != "" {
		if emails, err = readLines(o.emailsFile, o.users); err != nil {
			return pop, err
		}
	}
	if o.codesFile != "" {
		if codes, err = readLines(o.codesFile, o.codes); err != nil {
			return pop, err
		}
	}
	pop = population{emails: emails, genders: make([]string, len(emails)), codes: map[string][]string{}}
	if codes != nil {
		pop.codes[""] = codes
	}
	needCodes := codes == nil && (slices.Contains(o.scenarios, "profile") || slices.Contains(o.peak, "profile"))
	if emails != nil && !needCodes {
		return pop, nil
	}
	if o.databaseURL == "" {
		return pop, errors.New("need --database-url (or --emails-file and --codes-file)")
	}
	conn, err := pgx.Connect(ctx, o.databaseURL)
	if err != nil {
		return pop, fmt.Errorf("database: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if emails == nil {
		// Ordering by the random account id spreads the sample over the whole population
		// (both genders, every community) and still reads only N index entries.
		rows, err := pairs(ctx, conn, `SELECT a.email, p.gender FROM accounts a JOIN profiles p ON p.account_id = a.id
			WHERE a.role = 'member' AND p.suspended_at IS NULL AND p.paused_at IS NULL ORDER BY a.id LIMIT $1`, o.users)
		if err != nil {
			return pop, err
		}
		pop.emails, pop.genders = nil, nil
		for _, r := range rows {
			pop.emails, pop.genders = append(pop.emails, r[0]), append(pop.genders, r[1])
		}
	}
	if needCodes {
		if _, err := conn.Exec(ctx, "SELECT setseed(0.5)"); err != nil {
			return pop, err
		}
		rows, err := pairs(ctx, conn, `SELECT member_code, gender FROM profiles WHERE suspended_at IS NULL AND paused_at IS NULL
			ORDER BY random() LIMIT $1`, o.codes)
		if err != nil {
			return pop, err
		}
		for _, r := range rows {
			pop.codes[r[1]] = append(pop.codes[r[1]], r[0])
		}
	}
	return pop, nil
}

// pairs answers a query's two text columns.
func pairs(ctx context.Context, conn *pgx.Conn, sql string, n int) ([][2]string, error) {
	rows, err := conn.Query(ctx, sql, n)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) ([2]string, error) {
		var v [2]string
		return v, r.Scan(&v[0], &v[1])
	})
	if err == nil && len(out) == 0 {
		err = errors.New("the database has no members: seed it first (go run ./cmd/seed)")
	}
	return out, err
}

func readLines(path string, limit int) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := strings.Fields(string(b))
	if len(out) == 0 {
		return nil, fmt.Errorf("%s is empty", path)
	}
	return out[:min(len(out), limit)], nil
}

// login gets one bearer token per e-mail. Logins are argon2id-bound on the server, so two at
// a time is as fast as it goes on a small machine. A refused login (e.g. throttled) is
// reported and skipped; the run needs at least one token.
func login(ctx context.Context, client *http.Client, o options, pop population) (tokens, genders []string, err error) {
	emails := pop.emails
	all := make([]string, len(emails))
	var (
		mu      sync.Mutex
		failed  int
		lastErr error
		wg      sync.WaitGroup
	)
	next := make(chan int)
	for range 2 {
		wg.Go(func() {
			for i := range next {
				tok, err := loginOne(ctx, client, o, i, emails[i])
				mu.Lock()
				if err != nil {
					failed, lastErr = failed+1, err
				} else {
					all[i] = tok
				}
				mu.Unlock()
			}
		})
	}
	for i := range emails {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	for i, t := range all {
		if t != "" {
			tokens, genders = append(tokens, t), append(genders, pop.genders[i])
		}
	}
	if failed > 0 {
		fmt.Fprintf(os.Stderr, "loadgen: %d of %d logins failed, last: %v\n", failed, len(emails), lastErr)
	}
	if len(tokens) == 0 {
		return nil, nil, fmt.Errorf("no login succeeded: %v", lastErr)
	}
	return tokens, genders, nil
}

func loginOne(ctx context.Context, client *http.Client, o options, i int, email string) (string, error) {
	body, _ := json.Marshal(map[string]string{"email": email, "password": o.password})
	req, err := http.NewRequestWithContext(ctx, "POST", o.url+"/api/auth/login", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if o.spreadLoginIPs {
		// 198.18.0.0/15 is reserved for benchmarking (RFC 2544).
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("198.18.%d.%d", i/250%256, 1+i%250))
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var s struct {
		Token string `json:"token"`
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("login %s: HTTP %d", email, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(&s); err != nil || s.Token == "" {
		return "", fmt.Errorf("login %s: no token in the answer (%v)", email, err)
	}
	return s.Token, nil
}
