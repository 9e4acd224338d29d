package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

// drawSchedule reads when this instance draws members' matches ahead of time
// (docs/adr/0018-matches-drawn-ahead.md, docs/operations.md): nil when MATCH_DRAW_HOURS is "off".
//   - MATCH_DRAW_HOURS: "HH:MM-HH:MM" in UTC (default 00:00-03:00, 05:30-08:30 in India); equal
//     ends mean all day;
//   - MATCH_DRAW_ACTIVE_WITHIN: members active within this long are drawn (default 168h; 0: all);
//   - MATCH_DRAW_LIMIT: members this instance draws a day (default 0: no limit);
//   - MATCH_DRAW_PAUSE: the wait between two draws (default 50ms).
func drawSchedule() (*app.DrawSchedule, error) {
	s := app.DefaultDrawSchedule
	if hours := os.Getenv("MATCH_DRAW_HOURS"); hours != "" {
		if hours == "off" {
			return nil, nil
		}
		from, until, ok := strings.Cut(hours, "-")
		var err1, err2 error
		s.From, err1 = clockTime(from)
		s.Until, err2 = clockTime(until)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("MATCH_DRAW_HOURS: %q is not HH:MM-HH:MM (UTC) or off", hours)
		}
	}
	for _, d := range []struct {
		name string
		dst  *time.Duration
	}{{"MATCH_DRAW_ACTIVE_WITHIN", &s.ActiveWithin}, {"MATCH_DRAW_PAUSE", &s.Pause}} {
		if v := os.Getenv(d.name); v != "" {
			n, err := time.ParseDuration(v)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%s: %q is not a duration such as 168h or 50ms", d.name, v)
			}
			*d.dst = n
		}
	}
	if v := os.Getenv("MATCH_DRAW_LIMIT"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("MATCH_DRAW_LIMIT: %q is not a number of members", v)
		}
		s.Limit = n
	}
	return &s, nil
}

// clockTime reads "HH:MM" as the time since midnight.
func clockTime(s string) (time.Duration, error) {
	t, err := time.Parse("15:04", strings.TrimSpace(s))
	if err != nil {
		return 0, err
	}
	return time.Duration(t.Hour())*time.Hour + time.Duration(t.Minute())*time.Minute, nil
}
