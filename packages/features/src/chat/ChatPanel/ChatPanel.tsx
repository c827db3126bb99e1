import { type ChatSummary, formatDateShort, useApi } from '@portal/platform';
import { Button, Dialog, Heading, Stack, Text, visuallyHidden } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { chatKeys, markChatRead, sendChatMessage, useChatQueries } from '../chatApi.ts';
import * as styles from './ChatPanel.css.ts';

export interface ChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Escríbenos" where no chat provider is configured (the demo, docs/RULES.md#main-layout footer): the client's
 * conversations (GET api/apps/chat/chats), one of them with its messages (chat?id) and a message
 * box that sends with POST api/apps/chat/messages (docs/RULES.md#chat). Each state (loading, failed, empty) says so in Spanish.
 */
export function ChatPanel({ open, onOpenChange }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const [chatId, setChatId] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setChatId(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('title')} description={t('description')}>
      {chatId ? <Conversation id={chatId} onBack={() => setChatId(null)} /> : <ChatList onOpen={setChatId} />}
    </Dialog>
  );
}

function ChatList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const chats = useQuery(useChatQueries().chats());
  return (
    <QueryState
      query={chats}
      isEmpty={(list) => list.length === 0}
      loadingText={t('loading')}
      errorText={t('error')}
      emptyText={t('empty')}
    >
      <Stack as="ul" gap="sm">
        {chats.data?.map((chat) => (
          <li key={chat.id}>
            <button type="button" className={styles.chatButton} onClick={() => onOpen(chat.id)}>
              <Text as="span" size="md" weight="semibold">
                {contactName(chat, t('unknownContact'))}
              </Text>
              {chat.contact?.about ? <span className={styles.muted}>{chat.contact.about}</span> : null}
              {chat.lastMessage ? <span className={styles.preview}>{chat.lastMessage}</span> : null}
              {chat.unreadCount > 0 ? (
                <Text as="span" tone="link" size="sm" weight="semibold">
                  {t('unread', { count: chat.unreadCount })}
                </Text>
              ) : null}
            </button>
          </li>
        ))}
      </Stack>
    </QueryState>
  );
}

const contactName = (chat: ChatSummary, fallback: string) => chat.contact?.name ?? fallback;

function Conversation({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const api = useApi();
  const queryClient = useQueryClient();
  const chat = useQuery(useChatQueries().chat(id));
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const send = useMutation({
    mutationFn: (value: string) => {
      if (!chat.data) throw new Error('chat not loaded');
      return sendChatMessage(api, chat.data, value);
    },
    onSuccess: () => {
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: chatKeys.chat(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
    },
  });
  // Opening a conversation reads it: its unread count goes to 0 (POST api/apps/chat/read).
  const unread = chat.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    markChatRead(api, id).then(
      () => queryClient.invalidateQueries({ queryKey: chatKeys.chats }),
      (error: unknown) => console.error(error),
    );
  }, [api, id, unread, queryClient]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value && !send.isPending) send.mutate(value);
  };
  return (
    <div className={styles.conversation}>
      <Button tone="secondary" onClick={onBack}>
        {t('back')}
      </Button>
      <QueryState query={chat} loadingText={t('loading')} errorText={t('error')}>
        <Heading level={3} size="md" weight="semibold">
          {chat.data ? contactName(chat.data, t('unknownContact')) : null}
        </Heading>
        <div className={styles.messages} role="log" aria-label={t('messages')}>
          <Stack as="ol" gap="sm">
            {chat.data?.messages.map((message) => (
              <li key={message.id} className={message.isMine ? styles.mine : styles.theirs}>
                <span className={visuallyHidden}>{message.isMine ? t('you') : t('them')}: </span>
                {message.value}
                <time className={styles.muted} dateTime={message.createdAt}>
                  {formatDateShort(message.createdAt)}
                </time>
              </li>
            ))}
          </Stack>
        </div>
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('field')}
          </label>
          <textarea
            id={fieldId}
            className={styles.field}
            value={draft}
            rows={2}
            maxLength={1000}
            onChange={(event) => setDraft(event.target.value)}
          />
          {send.isError ? (
            <Text tone="critical" role="alert">
              {t('sendError')}
            </Text>
          ) : null}
          {/* Not disabled while sending: a disabled button drops the focus the dialog then moves. */}
          <Button type="submit" disabled={draft.trim() === ''} busy={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </form>
      </QueryState>
    </div>
  );
}
