package postgres

// SetRefinedCountWalk shortens how many entries a refined search's count reads, so a test can
// reach the bound with a handful of members.
func SetRefinedCountWalk(s *DiscoveryStore, n int) { s.refinedWalk = n }
