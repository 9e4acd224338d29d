package cluster

import (
	"strings"
	"testing"
	"time"
)

func TestBackupConfigPosix(t *testing.T) {
	b := BackupConfig{Repo: "/b/repo", RetentionFull: 3, PGData: "/c/pg-primary/data", PGPort: 5433, SocketDir: "/b/sock", WorkDir: "/b"}
	conf := b.Render()
	for _, want := range []string{"[global]\n", "repo1-type=posix\n", "repo1-path=/b/repo\n", "repo1-retention-full=3\n",
		"log-path=/b/log\n", "lock-path=/b/lock\n", "[main]\n", "pg1-path=/c/pg-primary/data\n", "pg1-port=5433\n",
		"pg1-socket-path=/b/sock\n", "pg1-user=postgres\n"} {
		if !strings.Contains(conf, want) {
			t.Errorf("pgbackrest.conf lacks %q:\n%s", want, conf)
		}
	}
	if strings.Contains(conf, "s3") {
		t.Errorf("a posix repository with S3 settings:\n%s", conf)
	}
	// Retention below one would keep no backup at all: pgBackRest is given one.
	if conf := (BackupConfig{RetentionFull: 0}).Render(); !strings.Contains(conf, "repo1-retention-full=1\n") {
		t.Errorf("retention 0 rendered as:\n%s", conf)
	}
}

func TestBackupConfigS3(t *testing.T) {
	b := BackupConfig{Repo: "/pgbackrest", RetentionFull: 2, RepoS3: &S3Repo{Endpoint: "127.0.0.1", Port: 41234, Bucket: "backups",
		Region: "us-east-1", Key: "AK", Secret: "SK", CAFile: "/b/tls/cert.pem"}}
	conf := b.Render()
	for _, want := range []string{"repo1-type=s3\n", "repo1-s3-endpoint=127.0.0.1\n", "repo1-storage-port=41234\n",
		"repo1-s3-bucket=backups\n", "repo1-s3-region=us-east-1\n", "repo1-s3-key=AK\n", "repo1-s3-key-secret=SK\n",
		"repo1-s3-uri-style=path\n", "repo1-storage-verify-tls=y\n", "repo1-storage-ca-file=/b/tls/cert.pem\n", "repo1-path=/pgbackrest\n"} {
		if !strings.Contains(conf, want) {
			t.Errorf("pgbackrest.conf lacks %q:\n%s", want, conf)
		}
	}
	if strings.Contains(conf, "posix") {
		t.Errorf("an S3 repository rendered as posix:\n%s", conf)
	}
	// A bucket on the standard port with a publicly trusted certificate: no port, no CA file,
	// and verification still on.
	b.RepoS3 = &S3Repo{Endpoint: "s3.ap-south-1.amazonaws.com", Bucket: "rg-backups", Region: "ap-south-1", Key: "AK", Secret: "SK"}
	conf = b.Render()
	if strings.Contains(conf, "repo1-storage-port") || strings.Contains(conf, "ca-file") || !strings.Contains(conf, "repo1-storage-verify-tls=y\n") {
		t.Errorf("the default port and trust store rendered as:\n%s", conf)
	}
}

func TestPrimaryArchiveSettings(t *testing.T) {
	s := BackupConfig{SocketDir: "/b/sock"}.PrimarySettings("/b/pgbackrest.conf", 15*time.Second)
	want := map[string]string{
		"archive_mode":            "on",
		"archive_command":         "pgbackrest --config=/b/pgbackrest.conf --stanza=main archive-push %p",
		"archive_timeout":         "15s",
		"unix_socket_directories": "/b/sock",
	}
	for k, v := range want {
		if s[k] != v {
			t.Errorf("%s = %q, want %q", k, s[k], v)
		}
	}
}

func TestRestoreTargetArgs(t *testing.T) {
	if got := strings.Join(RestoreTarget{}.Args(), " "); got != "--type=default restore" {
		t.Errorf("latest: %q", got)
	}
	at := time.Date(2026, 11, 28, 11, 30, 4, 265_000_000, time.FixedZone("IST", 5*3600+1800))
	got := strings.Join(RestoreTarget{Time: at}.Args(), " ")
	want := "--type=time --target=2026-11-28 06:00:04.265000+00 --target-action=promote --target-timeline=latest restore"
	if got != want {
		t.Errorf("point in time:\n got %q\nwant %q", got, want)
	}
}
