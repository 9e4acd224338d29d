import type { QueryClient } from '@tanstack/react-query'
import { TOPICS_CHANGED, TOPICS_SHOWN, type DataTopic } from './topics.gen'

/*
 * What to refetch after a write, from the contract: every read declares the topics it shows and
 * every write the topics it changes (api/openapi.yaml, x-data-topics), generated into
 * ./topics.gen.ts. Query keys are [method, path, init] and mutation keys [method, path], so a key
 * names its operation; nothing here lists paths by hand.
 */
export type { DataTopic }

const operationOf = (key: readonly unknown[]) => `${String(key[0])} ${String(key[1])}`

/** The topics a cached read shows, from its query key. */
export function topicsShownBy(queryKey: readonly unknown[]): readonly DataTopic[] {
  return TOPICS_SHOWN[operationOf(queryKey)] ?? []
}

/** The topics a write changes, from its mutation key (or method and path). */
export function topicsChangedBy(mutationKey: readonly unknown[]): readonly DataTopic[] {
  return TOPICS_CHANGED[operationOf(mutationKey)] ?? []
}

/**
 * A read that its screen keeps current itself, from live events and its writes' answers (a
 * thread's pages of messages, the unread counts), says so with this meta and is left alone:
 * refetching it after every message sent or read would cost a request for what is on screen.
 */
export const KEPT_LIVE = { keptLive: true } as const

/** Marks stale every cached read that shows one of the topics; active ones refetch. */
export function invalidateTopics(queryClient: QueryClient, topics: readonly DataTopic[]): Promise<void> {
  if (topics.length === 0) return Promise.resolve()
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.meta?.keptLive !== true && topicsShownBy(query.queryKey).some((topic) => topics.includes(topic)),
  })
}

/**
 * After a write, settled either way (a refusal such as "already answered" means the screen was
 * out of date too): refetches what it may have changed. The QueryClient calls this for every
 * mutation; a write sent without useMutation (a multipart upload) calls it itself.
 */
export function refreshAfterWrite(queryClient: QueryClient, mutationKey: readonly unknown[] | undefined): Promise<void> {
  return mutationKey ? invalidateTopics(queryClient, topicsChangedBy(mutationKey)) : Promise.resolve()
}
