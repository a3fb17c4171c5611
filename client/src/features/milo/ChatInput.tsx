import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_MAX_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { type SendChatMessageInput, sendChatMessageSchema } from '@shared/schemas/chat';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';

/** The message box: Enter sends, Shift+Enter adds a line; blank messages cannot be sent; disabled while waiting. */
export function ChatInput({ disabled, onSend }: { disabled: boolean; onSend: (message: string) => Promise<boolean> }) {
  const form = useForm<SendChatMessageInput>({ resolver: zodResolver(sendChatMessageSchema), defaultValues: { message: '' } });
  const blank = (form.watch('message') ?? '').trim() === '';
  const error = form.formState.errors.message?.message;
  const wasDisabled = useRef(disabled);

  // Back to the box once Milo has answered (the box lost focus when it was disabled), never on first load.
  useEffect(() => {
    if (wasDisabled.current && !disabled) form.setFocus('message');
    wasDisabled.current = disabled;
  }, [disabled, form]);

  const submit = form.handleSubmit(async ({ message }) => {
    form.reset({ message: '' });
    if (!(await onSend(message))) form.reset({ message });
  });

  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor="milo-message" className="sr-only">
          {MSG.inputLabel}
        </label>
        <textarea
          id="milo-message"
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          placeholder={MSG.inputPlaceholder}
          className="input resize-none"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'milo-message-error' : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          {...form.register('message')}
        />
        {error && (
          <p id="milo-message-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={disabled || blank}>
        Send
      </button>
    </form>
  );
}
