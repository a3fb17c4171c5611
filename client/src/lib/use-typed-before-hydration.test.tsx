import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { keepTypedBeforeHydration, useTypedBeforeHydration } from './use-typed-before-hydration';

function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const formRef = useTypedBeforeHydration(form);
  return (
    <form ref={formRef} method="post" onSubmit={form.handleSubmit((values) => onSend(values.email))}>
      <input aria-label="Email" {...form.register('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a prerendered form', () => {
  it('keeps what was typed before React hydrated it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm onSend={() => {}} />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'early@typist.test'; // typed while the page's JavaScript was still loading
    keepTypedBeforeHydration(container); // main.tsx, right before hydrating
    input.value = ''; // taking the inputs over starts them from the form's empty defaults
    await act(async () => {
      hydrateRoot(container, <EmailForm onSend={(email) => sent.push(email)} />);
    });
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    expect(sent).toEqual(['early@typist.test']);
  });
});
