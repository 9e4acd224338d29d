package app

import (
	"log/slog"
	"time"
)

// The Web Push use cases (docs/push.md), one command or query to a file (push_*.go), each
// holding only the ports it uses. PushApplication is their index: the HTTP adapter calls
// Commands.X.Handle and Queries.X.Handle; the composition root runs Commands.Deliver.
type PushApplication struct {
	Commands PushCommands
	Queries  PushQueries
}

// PushCommands change something.
type PushCommands struct {
	Subscribe   *SubscribePushDevice
	Unsubscribe *UnsubscribePushDevice
	Deliver     *DeliverPushes
}

// PushQueries read.
type PushQueries struct {
	Key     *PushKey
	Devices *ListPushDevices
}

// PushPorts are every port the push use cases use between them. Log and Now are optional.
type PushPorts struct {
	Devices PushDeviceStore
	Queue   PushQueue
	Gateway PushGateway
	Log     *slog.Logger
	Now     func() time.Time
}

// NewPushApplication builds every push use case, naming every port missing.
func NewPushApplication(p PushPorts) (*PushApplication, error) {
	if err := requireFields("PushApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	return &PushApplication{
		Commands: PushCommands{
			Subscribe:   NewSubscribePushDevice(p.Devices, p.Gateway, p.Now),
			Unsubscribe: NewUnsubscribePushDevice(p.Devices),
			Deliver:     NewDeliverPushes(p.Queue, p.Gateway, p.Log, p.Now),
		},
		Queries: PushQueries{
			Key:     NewPushKey(p.Gateway),
			Devices: NewListPushDevices(p.Devices),
		},
	}, nil
}
