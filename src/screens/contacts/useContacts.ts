// The user's contacts, loaded from the server (GET /contacts/list/{userId}), and where their list state is kept.
import { useMemo } from 'react';
import { parseContactList } from '../../core/normalize';
import type { Contact } from '../../core/types';
import type { WidgetEnv } from '../../ui/env';
import { useRemoteList } from '../../ui/useRemoteList';

/** The contacts' list state for the tab (env.sessionStore), per user. */
export function contactsViewKey(userId: number): string {
  return `terreal-widgets:contacts:${userId}`;
}

export function useContacts(env: Pick<WidgetEnv, 'api'>, userId: number | null) {
  const { api } = env;
  const load = useMemo(
    () => (userId === null ? null : (signal: AbortSignal) => api.get(`/contacts/list/${userId}`, parseContactList, { signal })),
    [api, userId],
  );
  return useRemoteList<Contact>(load, [load]);
}
