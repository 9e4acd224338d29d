package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
)

// loadMembers answers the e-mails to log in and the member codes to view, from files when
// given, otherwise from the database.
func loadMembers(ctx context.Context, o options) (emails, codes []string, err error) {
	if o.emailsFile != "" {
		if emails, err = readLines(o.emailsFile, o.users); err != nil {
			return nil, nil, err
		}
	}
	if o.codesFile != "" {
		if codes, err = readLines(o.codesFile, o.codes); err != nil {
			return nil, nil, err
		}
	}
	needCodes := codes == nil && (slices.Contains(o.scenarios, "profile") || slices.Contains(o.peak, "profile"))
	if emails != nil && !needCodes {
		return emails, codes, nil
	}
	if o.databaseURL == "" {
		return nil, nil, errors.New("need --database-url (or --emails-file and --codes-file)")
	}
	conn, err := pgx.Connect(ctx, o.databaseURL)
	if err != nil {
		return nil, nil, fmt.Errorf("database: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if emails == nil {
		// Ordering by the random account id spreads the sample over the whole population
		// (both genders, every community) and still reads only N index entries.
		emails, err = column(ctx, conn, `SELECT a.email FROM accounts a JOIN profiles p ON p.account_id = a.id
			WHERE a.role = 'member' AND p.suspended_at IS NULL ORDER BY a.id LIMIT $1`, o.users)
		if err != nil {
			return nil, nil, err
		}
	}
	if needCodes {
		if _, err := conn.Exec(ctx, "SELECT setseed(0.5)"); err != nil {
			return nil, nil, err
		}
		if codes, err = column(ctx, conn, `SELECT member_code FROM profiles WHERE suspended_at IS NULL
			ORDER BY random() LIMIT $1`, o.codes); err != nil {
			return nil, nil, err
		}
	}
	return emails, codes, nil
}

func column(ctx context.Context, conn *pgx.Conn, sql string, n int) ([]string, error) {
	rows, err := conn.Query(ctx, sql, n)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
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
func login(ctx context.Context, client *http.Client, o options, emails []string) ([]string, error) {
	tokens := make([]string, len(emails))
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
					tokens[i] = tok
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
	var out []string
	for _, t := range tokens {
		if t != "" {
			out = append(out, t)
		}
	}
	if failed > 0 {
		fmt.Fprintf(os.Stderr, "loadgen: %d of %d logins failed, last: %v\n", failed, len(emails), lastErr)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no login succeeded: %v", lastErr)
	}
	return out, nil
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
