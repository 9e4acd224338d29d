package cluster

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// Backups with Debian's pgBackRest (docs/operations.md, "Backups and recovery"): a full
// backup, and the primary's WAL archived continuously (archive_command), so the database can
// be restored to its latest archived point or to any moment since the oldest backup kept.

// Stanza is pgBackRest's name for the primary it backs up.
const Stanza = "main"

// Backup shapes the backups; a nil Options.Backup runs the cluster without them.
type Backup struct {
	// RetentionFull is how many full backups are kept (pgBackRest expires older ones and the
	// WAL only they need); the restore window reaches back to the oldest one kept.
	RetentionFull int
	// ArchiveTimeout forces a WAL segment switch after this long with writes, so a quiet
	// primary still archives: it bounds the recovery point when the primary's disk is lost.
	ArchiveTimeout time.Duration
}

// DefaultBackup is what `make cluster` runs with unless told otherwise.
var DefaultBackup = Backup{RetentionFull: 2, ArchiveTimeout: 60 * time.Second}

// BackupConfig is what pgBackRest's configuration file is made from.
type BackupConfig struct {
	Repo          string // repo1-path: a directory, or with RepoS3 the prefix in the bucket
	RetentionFull int
	PGData        string // the primary's data directory
	PGPort        int
	SocketDir     string // pgBackRest reaches PostgreSQL over its Unix socket only
	WorkDir       string // logs, locks, spool
	// RepoS3, when set, puts the repository in an S3 bucket instead of a directory (what the
	// cluster runs: s3repo.go). pgBackRest speaks S3 over TLS only, and always verifies it.
	RepoS3 *S3Repo
}

// S3Repo is an S3 bucket for the repository.
type S3Repo struct {
	Endpoint                    string // host name or address, also what the certificate must name
	Port                        int    // 0: 443
	Bucket, Region, Key, Secret string
	// CAFile is the authority the endpoint's certificate is checked against (a self-signed
	// one in the harness); empty: the system's trust store.
	CAFile string
}

// Render writes pgbackrest.conf.
func (b BackupConfig) Render() string {
	var s strings.Builder
	s.WriteString("# Written by internal/cluster (docs/operations.md, \"Backups and recovery\").\n[global]\n")
	line := func(k, v string) { fmt.Fprintf(&s, "%s=%s\n", k, v) }
	if r := b.RepoS3; r != nil {
		line("repo1-type", "s3")
		line("repo1-path", b.Repo)
		line("repo1-s3-endpoint", r.Endpoint)
		if r.Port != 0 {
			line("repo1-storage-port", strconv.Itoa(r.Port))
		}
		line("repo1-s3-bucket", r.Bucket)
		line("repo1-s3-region", r.Region)
		line("repo1-s3-key", r.Key)
		line("repo1-s3-key-secret", r.Secret)
		line("repo1-s3-uri-style", "path")
		line("repo1-storage-verify-tls", "y")
		if r.CAFile != "" {
			line("repo1-storage-ca-file", r.CAFile)
		}
	} else {
		line("repo1-type", "posix")
		line("repo1-path", b.Repo)
	}
	line("repo1-retention-full", strconv.Itoa(max(1, b.RetentionFull)))
	line("compress-type", "lz4")
	line("start-fast", "y")
	line("archive-check", "y")
	line("log-path", filepath.Join(b.WorkDir, "log"))
	line("lock-path", filepath.Join(b.WorkDir, "lock"))
	line("spool-path", filepath.Join(b.WorkDir, "spool"))
	line("log-level-console", "warn")
	line("log-level-file", "info")
	fmt.Fprintf(&s, "\n[%s]\n", Stanza)
	line("pg1-path", b.PGData)
	line("pg1-port", strconv.Itoa(b.PGPort))
	line("pg1-socket-path", b.SocketDir)
	line("pg1-user", "postgres")
	return s.String()
}

// PrimarySettings are the primary's server settings that archive its WAL with pgBackRest.
func (b BackupConfig) PrimarySettings(confPath string, archiveTimeout time.Duration) map[string]string {
	return map[string]string{
		"archive_mode":            "on",
		"archive_command":         fmt.Sprintf("pgbackrest --config=%s --stanza=%s archive-push %%p", confPath, Stanza),
		"archive_timeout":         strconv.Itoa(int(archiveTimeout.Seconds())) + "s",
		"unix_socket_directories": b.SocketDir,
	}
}

// backups is the running cluster's pgBackRest set-up.
type backups struct {
	opts     Backup
	dir      string // Options.Dir/backup
	conf     string
	cfg      BackupConfig
	password string
	cred     *syscall.Credential
}

// prepareBackups makes the directories, the repository's bucket and its TLS endpoint, and
// the configuration before the primary starts (its archive_command names them).
func (c *Cluster) prepareBackups(ctx context.Context, port int) (map[string]string, error) {
	b := &backups{opts: *c.opts.Backup, dir: filepath.Join(c.opts.Dir, "backup")}
	if b.opts.ArchiveTimeout <= 0 {
		b.opts.ArchiveTimeout = DefaultBackup.ArchiveTimeout
	}
	// The postgres user runs pgBackRest (from archive_command, and for backups): it must
	// reach everything under Dir, so Dir is traversable (the primary's area then lives in it).
	if err := os.Chmod(c.opts.Dir, 0o755); err != nil {
		return nil, err
	}
	var err error
	if b.cred, err = postgresCredential(); err != nil {
		return nil, err
	}
	b.conf = filepath.Join(b.dir, "pgbackrest.conf")
	b.cfg = BackupConfig{Repo: BackupRepoPath, RetentionFull: b.opts.RetentionFull,
		PGData: filepath.Join(c.opts.Dir, "pg-primary", "data"), PGPort: port,
		SocketDir: filepath.Join(b.dir, "sock"), WorkDir: b.dir}
	for _, d := range []string{b.dir, b.cfg.SocketDir, filepath.Join(b.dir, "log"), filepath.Join(b.dir, "lock"), filepath.Join(b.dir, "spool")} {
		if err := os.MkdirAll(d, 0o750); err != nil {
			return nil, err
		}
		if err := b.chown(d); err != nil {
			return nil, err
		}
	}
	c.backups = b
	if b.cfg.RepoS3, err = c.startBackupStore(ctx); err != nil {
		return nil, err
	}
	if err := os.WriteFile(b.conf, []byte(b.cfg.Render()), 0o640); err != nil {
		return nil, err
	}
	if err := b.chown(b.conf); err != nil {
		return nil, err
	}
	return b.cfg.PrimarySettings(b.conf, b.opts.ArchiveTimeout), nil
}

// startBackups creates the stanza, checks that WAL reaches the repository, and takes the
// first full backup: from then on the primary can be restored.
func (c *Cluster) startBackups(ctx context.Context) error {
	b := c.backups
	u, err := url.Parse(c.Primary.URL("postgres"))
	if err != nil {
		return err
	}
	b.password, _ = u.User.Password()
	if _, err := c.pgbackrest(ctx, "stanza-create"); err != nil {
		return err
	}
	if _, err := c.pgbackrest(ctx, "check"); err != nil {
		return err
	}
	_, err = c.TakeBackup(ctx, "full")
	return err
}

// TakeBackup takes a backup of the primary ("full", "diff" or "incr") and answers how long it took.
func (c *Cluster) TakeBackup(ctx context.Context, kind string) (time.Duration, error) {
	began := time.Now()
	_, err := c.pgbackrest(ctx, "--type="+kind, "backup")
	took := time.Since(began)
	if err == nil {
		c.log.Info("backup taken", "type", kind, "took", took.Round(time.Millisecond))
	}
	return took, err
}

// BackupInfo is pgBackRest's `info` about the repository: the backups kept and the WAL range.
func (c *Cluster) BackupInfo(ctx context.Context) (string, error) {
	return c.pgbackrest(ctx, "info")
}

// VerifyBackups reads every file in the repository back and checks it against its recorded
// checksum, and the WAL for gaps; the text summary says "status: ok" when all is well.
func (c *Cluster) VerifyBackups(ctx context.Context) (string, error) {
	return c.pgbackrest(ctx, "--output=text", "--verbose", "verify")
}

// RestoreTarget says how far a restore replays WAL: the zero value is as far as the archive
// goes (the latest point); a Time stops just before the first commit after it.
type RestoreTarget struct{ Time time.Time }

// RestoreArgs are pgBackRest's restore arguments for a target.
func (t RestoreTarget) Args() []string {
	if t.Time.IsZero() {
		return []string{"--type=default", "restore"}
	}
	return []string{"--type=time", "--target=" + t.Time.UTC().Format("2006-01-02 15:04:05.000000+00"),
		"--target-action=promote", "--target-timeline=latest", "restore"}
}

// RestorePrimary replaces the primary's data directory with the latest backup and replays
// the archived WAL up to target, then starts the primary again on its port and waits until
// it takes writes. The primary must be stopped (or killed, or its disk lost). It answers
// the commit time of the last transaction replayed: the recovery point.
func (c *Cluster) RestorePrimary(ctx context.Context, target RestoreTarget) (time.Time, error) {
	if c.Primary.Running() {
		return time.Time{}, fmt.Errorf("restore: the primary is still running")
	}
	data := filepath.Join(c.Primary.Dir(), "data")
	if err := os.RemoveAll(data); err != nil {
		return time.Time{}, err
	}
	if err := os.Mkdir(data, 0o700); err != nil {
		return time.Time{}, err
	}
	if err := c.backups.chown(data); err != nil {
		return time.Time{}, err
	}
	if _, err := c.pgbackrest(ctx, target.Args()...); err != nil {
		return time.Time{}, err
	}
	if err := c.Primary.Restart(ctx); err != nil {
		return time.Time{}, err
	}
	conn, err := pgx.Connect(ctx, c.Primary.URL("postgres"))
	if err != nil {
		return time.Time{}, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	deadline := time.Now().Add(5 * time.Minute)
	for {
		var recovering bool
		if err := conn.QueryRow(ctx, "SELECT pg_is_in_recovery()").Scan(&recovering); err != nil {
			return time.Time{}, err
		}
		if !recovering {
			break
		}
		if time.Now().After(deadline) {
			return time.Time{}, fmt.Errorf("restore: the primary is still replaying WAL after 5 minutes")
		}
		time.Sleep(50 * time.Millisecond)
	}
	var point *time.Time
	if err := conn.QueryRow(ctx, "SELECT pg_last_xact_replay_timestamp()").Scan(&point); err != nil {
		return time.Time{}, err
	}
	// pgBackRest wrote the recovery settings into postgresql.auto.conf; promoted, the primary
	// needs them no more, and a replica copied from it must not inherit a recovery target.
	for _, name := range recoverySettings {
		if _, err := conn.Exec(ctx, "ALTER SYSTEM RESET "+name); err != nil {
			return time.Time{}, fmt.Errorf("restore: reset %s: %w", name, err)
		}
	}
	if _, err := conn.Exec(ctx, "SELECT pg_reload_conf()"); err != nil {
		return time.Time{}, err
	}
	if point == nil {
		return time.Time{}, fmt.Errorf("restore: no transaction was replayed from the archive")
	}
	return *point, nil
}

var recoverySettings = []string{"restore_command", "recovery_target", "recovery_target_time", "recovery_target_action",
	"recovery_target_timeline", "recovery_target_lsn", "recovery_target_xid", "recovery_target_name", "recovery_target_inclusive"}

// RebuildReplica makes the replica again from the primary on the port it had: after a
// restore the primary is on a new timeline, and the old replica holds writes it lacks.
func (c *Cluster) RebuildReplica(ctx context.Context) error {
	port := c.Replica.Port()
	if err := c.Replica.Stop(ctx); err != nil {
		c.log.Warn("old replica did not stop cleanly", "err", err)
	}
	os.RemoveAll(c.Replica.Dir())
	return c.startReplica(ctx, port)
}

func (c *Cluster) pgbackrest(ctx context.Context, args ...string) (string, error) {
	b := c.backups
	if b == nil {
		return "", fmt.Errorf("the cluster runs without backups")
	}
	cmd := exec.CommandContext(ctx, "pgbackrest", append([]string{"--config=" + b.conf, "--stanza=" + Stanza}, args...)...)
	cmd.Dir = b.dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "LC_ALL=C", "PGPASSWORD=" + b.password}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: b.cred}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("pgbackrest %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

func (b *backups) chown(path string) error {
	if b.cred == nil {
		return nil
	}
	return os.Chown(path, int(b.cred.Uid), int(b.cred.Gid))
}

// postgresCredential is the postgres system user's when we are root (PostgreSQL runs as it,
// and pgBackRest must run as the user that runs PostgreSQL); nil otherwise.
func postgresCredential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("backups: no postgres system user to run pgBackRest as: %w", err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}
