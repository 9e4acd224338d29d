package turnrelay

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/pion/logging"
)

// slogLogger sends pion's logs to the server's log at debug level: a stranger sending a stale
// credential must not fill the log at the levels an operator reads.
type slogLogger struct {
	log   *slog.Logger
	scope string
}

type slogFactory struct{ log *slog.Logger }

func (f slogFactory) NewLogger(scope string) logging.LeveledLogger {
	return slogLogger{log: f.log, scope: scope}
}

func (l slogLogger) write(level slog.Level, msg string) {
	if l.log == nil {
		return
	}
	l.log.Log(context.Background(), level, msg, slog.String("component", "turn/"+l.scope))
}

func (l slogLogger) Trace(msg string)      {}
func (l slogLogger) Tracef(string, ...any) {}
func (l slogLogger) Debug(msg string)      { l.write(slog.LevelDebug, msg) }
func (l slogLogger) Debugf(format string, args ...any) {
	l.write(slog.LevelDebug, fmt.Sprintf(format, args...))
}
func (l slogLogger) Info(msg string) { l.write(slog.LevelDebug, msg) }
func (l slogLogger) Infof(format string, args ...any) {
	l.write(slog.LevelDebug, fmt.Sprintf(format, args...))
}
func (l slogLogger) Warn(msg string) { l.write(slog.LevelDebug, msg) }
func (l slogLogger) Warnf(format string, args ...any) {
	l.write(slog.LevelDebug, fmt.Sprintf(format, args...))
}
func (l slogLogger) Error(msg string) { l.write(slog.LevelDebug, msg) }
func (l slogLogger) Errorf(format string, args ...any) {
	l.write(slog.LevelDebug, fmt.Sprintf(format, args...))
}
