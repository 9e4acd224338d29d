package cluster

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"text/template"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/childproc"
)

// ensureNginx finds Debian's nginx, installing it with apt-get when it is missing (as root,
// or through sudo). It is only ever run as a process of ours, never as a system service.
func ensureNginx(ctx context.Context, log *slog.Logger) (string, error) {
	find := func() (string, error) {
		if p, err := exec.LookPath("nginx"); err == nil {
			return p, nil
		}
		if _, err := os.Stat("/usr/sbin/nginx"); err == nil {
			return "/usr/sbin/nginx", nil
		}
		return "", errors.New("nginx not found")
	}
	if p, err := find(); err == nil {
		return p, nil
	}
	var sudo []string
	if os.Geteuid() != 0 {
		if _, err := exec.LookPath("sudo"); err != nil {
			return "", errors.New("nginx is not installed and we are not root: apt-get install nginx")
		}
		sudo = []string{"sudo"}
	}
	log.Warn("installing Debian's nginx with apt-get (once)")
	run := func(args ...string) error {
		cmd := exec.CommandContext(ctx, append(sudo, args...)[0], append(sudo, args...)[1:]...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%v: %w\n%s", args, err, out)
		}
		return nil
	}
	if err := run("apt-get", "update", "-qq"); err != nil {
		return "", err
	}
	if err := run("apt-get", "install", "-y", "-qq", "--no-install-recommends", "nginx"); err != nil {
		return "", err
	}
	return find()
}

// nginxConf is the load balancer of docs/operations.md ("Running several instances"): round
// robin over the instances, the client's address appended to X-Forwarded-For, connections to
// the instances kept alive, and the live stream passed through unbuffered.
var nginxConf = template.Must(template.New("nginx.conf").Parse(`# Written by cmd/cluster; docs/operations.md explains each part.
{{if .Root}}user root root;{{end}}
worker_processes 1;
# Every member's browser keeps a few connections open (the soak's 1,000 members up to 4 each) and
# each proxied request holds a second one to an instance. At the packaged 1,024 nginx ran out
# and closed idle keep-alive connections to make room: a POST a client sent down one as it closed
# failed with EOF or a reset (56 in a 10-minute soak, 2026-11-27), which no client can retry
# safely. 8,192 connections need about as many file descriptors.
worker_rlimit_nofile 16384;
daemon off;
pid {{.Dir}}/nginx.pid;
error_log {{.Dir}}/error.log warn;
events { worker_connections 8192; }
http {
  log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr $request_time';
  access_log {{.Dir}}/access.log upstream;
  client_body_temp_path {{.Dir}}/tmp/body;
  proxy_temp_path {{.Dir}}/tmp/proxy;
  fastcgi_temp_path {{.Dir}}/tmp/fastcgi;
  uwsgi_temp_path {{.Dir}}/tmp/uwsgi;
  scgi_temp_path {{.Dir}}/tmp/scgi;
  client_max_body_size 7m; # the API caps multipart bodies at 6 MiB and answers 413 itself
  server_tokens off;

  upstream reshimgathi {
{{- range .Instances}}
    server {{.Addr}} max_fails=1 fail_timeout=2s;
{{- end}}
    keepalive 32;
    # Shorter than the instances' IdleTimeout (30 s, cmd/server/main.go): nginx drops an idle
    # connection before the instance does, so it never sends a request down one the instance
    # is closing (for a POST nginx cannot retry, that would be an error to the member).
    keepalive_timeout 20s;
  }

  # The sandbox checkout keeps its orders in the memory of the instance that opened them
  # (docs/adr/0012-payments.md), so one member's order, checkout and verify go to one instance.
  # Production runs on Razorpay and needs no such thing.
  upstream reshimgathi_payments {
    hash $http_authorization consistent;
{{- range .Instances}}
    server {{.Addr}} max_fails=1 fail_timeout=2s;
{{- end}}
    keepalive 8;
    keepalive_timeout 20s;
  }

  server {
    listen {{.Listen}};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The instances trust X-Forwarded-For only from this address (TRUSTED_PROXIES).
    proxy_bind {{.ProxyAddr}};
    # Which instance answered: for the cluster test and for people watching it work. Leave it
    # out in production: it tells clients the instances' addresses.
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://reshimgathi;
    }

    location /api/payments/ {
      proxy_pass http://reshimgathi_payments;
    }

    # When no instance could answer (one killed mid-request, all down), nginx's own 502/504
    # becomes the API's 503 problem document: clients see one "try again shortly" answer,
    # whichever part failed. The instances' own answers pass through untouched.
    error_page 502 504 = @unavailable;
    location @unavailable {
      default_type application/problem+json;
      add_header Retry-After 1 always;
      add_header X-Upstream $upstream_addr always;
      return 503 '{"status":503,"code":"unavailable","message":"The service is temporarily unavailable. Please try again shortly."}';
    }

    # Server-sent events: every event goes out as it is written, and an idle stream (pinged
    # every 25 s by the server) is not cut.
    location = /api/user/events {
      proxy_pass http://reshimgathi;
      error_page 502 504 = @unavailable;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`))

func startNginx(ctx context.Context, bin, dir, listen string, instances []*Instance) (*childproc.Proc, error) {
	if err := os.MkdirAll(filepath.Join(dir, "tmp"), 0o755); err != nil {
		return nil, err
	}
	var conf bytes.Buffer
	if err := nginxConf.Execute(&conf, map[string]any{
		"Root": os.Geteuid() == 0, "Dir": dir, "Listen": listen, "Instances": instances, "ProxyAddr": ProxyAddr,
	}); err != nil {
		return nil, err
	}
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, conf.Bytes(), 0o644); err != nil {
		return nil, err
	}
	// -e: nginx opens its default error log before reading the config; point it here too.
	args := []string{"-p", dir, "-c", confPath, "-e", filepath.Join(dir, "error.log")}
	if out, err := exec.CommandContext(ctx, bin, append(args, "-t")...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("nginx -t: %w\n%s", err, out)
	}
	proc, err := childproc.Start("nginx", exec.Command(bin, args...), filepath.Join(dir, "stderr.log"))
	if err != nil {
		return nil, err
	}
	waitCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := proc.WaitTCP(waitCtx, listen); err != nil {
		proc.Stop(nil, time.Second)
		return nil, fmt.Errorf("%w\nerror.log:\n%s", err, childproc.Tail(filepath.Join(dir, "error.log"), 20))
	}
	return proc, nil
}
