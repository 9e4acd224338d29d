package pgcluster

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// runAs is the account that runs initdb and postgres when we are root: both refuse to run
// as root, so we hand the cluster to the "postgres" system user.
type runAs struct {
	uid, gid uint32
	groups   []uint32
}

func lookupRunAs() (*runAs, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("pgcluster: running as root, but PostgreSQL refuses to run as root and there is no \"postgres\" system user to run it as (useradd --system postgres, or run as a normal user): %w", err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	r := &runAs{uid: uint32(uid), gid: uint32(gid)}
	if ids, err := u.GroupIds(); err == nil {
		for _, s := range ids {
			if g, err := strconv.ParseUint(s, 10, 32); err == nil {
				r.groups = append(r.groups, uint32(g))
			}
		}
	}
	return r, nil
}

// canTraverse reports whether the account may reach dir. Components that do not exist yet
// are fine: makeArea creates them 0755. ACLs are ignored, which errs on the safe side.
func (r *runAs) canTraverse(dir string) bool {
	for p := dir; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err == nil {
			st, ok := fi.Sys().(*syscall.Stat_t)
			if !ok {
				return false
			}
			m := uint32(fi.Mode().Perm())
			switch {
			case st.Uid == r.uid:
				m >>= 6
			case st.Gid == r.gid || slices.Contains(r.groups, st.Gid):
				m >>= 3
			}
			if m&1 == 0 {
				return false
			}
		} else if !errors.Is(err, fs.ErrNotExist) {
			return false
		}
		if p == filepath.Dir(p) {
			return true
		}
	}
}

// resolveArea decides where the cluster really lives. Normally that is dir itself. As root,
// when the postgres user cannot reach dir (a checkout under mode-700 /root), it is a shadow
// directory in the system temp dir named after dir's absolute path, so the next run with
// the same dir finds the same data.
func (c *Cluster) resolveArea(dir string) (area string, shadow bool, err error) {
	if c.as == nil || c.as.canTraverse(filepath.Dir(dir)) {
		return dir, false, nil
	}
	sum := sha256.Sum256([]byte(dir))
	for _, base := range []string{os.TempDir(), "/tmp"} {
		if c.as.canTraverse(base) {
			return filepath.Join(base, "reshimgathi-pg-"+hex.EncodeToString(sum[:8])), true, nil
		}
	}
	return "", false, fmt.Errorf("pgcluster: the postgres user cannot reach %s nor the temp directory; choose a Dir it can traverse", dir)
}

func (c *Cluster) makeArea(dir, area string, shadow bool) error {
	if err := mkdirAll(filepath.Dir(area)); err != nil {
		return err
	}
	if shadow {
		// The shadow sits in a world-writable directory: refuse one planted by another user.
		fi, err := os.Lstat(area)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return fmt.Errorf("pgcluster: %w", err)
		case !fi.IsDir():
			return fmt.Errorf("pgcluster: %s exists and is not a directory", area)
		default:
			if uid := fi.Sys().(*syscall.Stat_t).Uid; uid != 0 && uid != c.as.uid {
				return fmt.Errorf("pgcluster: %s is owned by uid %d, not by root or postgres; remove it", area, uid)
			}
		}
	}
	if err := os.Mkdir(area, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("pgcluster: %w", err)
	}
	if err := c.own(area, false); err != nil {
		return err
	}
	if shadow && !c.opts.Ephemeral {
		// Leave a pointer where people will look for the data.
		if err := mkdirAll(dir); err != nil {
			return err
		}
		note := "This cluster lives in " + area + " because the postgres user cannot reach this directory.\n"
		if err := os.WriteFile(filepath.Join(dir, "LOCATION"), []byte(note), 0o644); err != nil {
			return fmt.Errorf("pgcluster: %w", err)
		}
	}
	return nil
}

// mkdirAll creates missing directories as 0755 regardless of umask, so that the postgres
// user can traverse what we create on its behalf.
func mkdirAll(dir string) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := mkdirAll(filepath.Dir(dir)); err != nil {
		return err
	}
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("pgcluster: %w", err)
	}
	return os.Chmod(dir, 0o755)
}

// own hands path (and with recursive, everything below it) to the postgres user when we
// are root. The tree walk runs only when ownership is wrong, e.g. a cluster first
// created by a non-root run.
func (c *Cluster) own(path string, recursive bool) error {
	if c.as == nil {
		return nil
	}
	fi, err := os.Lstat(path)
	if err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	if st := fi.Sys().(*syscall.Stat_t); st.Uid == c.as.uid && st.Gid == c.as.gid {
		return nil
	}
	if !recursive {
		return os.Lchown(path, int(c.as.uid), int(c.as.gid))
	}
	return filepath.WalkDir(path, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, int(c.as.uid), int(c.as.gid))
	})
}

// lockArea makes a second launcher on the same cluster fail loudly instead of stopping the
// server under the first one. The kernel drops the lock when we die, which is what lets
// the next run treat a surviving server as stale.
func lockArea(area string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(area, "launcher.lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("pgcluster: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder, _ := os.ReadFile(f.Name())
		f.Close()
		return nil, fmt.Errorf("pgcluster: cluster in %s is in use by another process (pid %s): %w", area, strings.TrimSpace(string(holder)), err)
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return f, nil
}

// command prepares a PostgreSQL binary to run as the right user, from inside the cluster
// area (our own working directory may be unreadable for that user), and without the PG*
// variables of our environment, which would otherwise override our flags.
func (c *Cluster) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, name), args...)
	cmd.Dir = c.area
	cmd.Env = childEnv()
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.as.credential()}
	return cmd
}

func (r *runAs) credential() *syscall.Credential {
	if r == nil {
		return nil
	}
	return &syscall.Credential{Uid: r.uid, Gid: r.gid, Groups: r.groups}
}

func childEnv() []string {
	env := []string{"LC_ALL=C"}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PG") && !strings.HasPrefix(kv, "LC_ALL=") {
			env = append(env, kv)
		}
	}
	return env
}
