import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTION_COUNT, QUESTION_COUNTS } from '@shared/constants';
import { SECTION_KEYS } from '@shared/exam';
import {
  type GenerateTestInput,
  type GenerateTestRequest,
  generateTestSchema,
  MIXED_QUESTION_COUNTS,
} from '@shared/schemas/tests';
import type { SectionKey } from '@shared/topics';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { trpc } from '../../../lib/trpc';

export type Scope = 'topic' | 'all' | 'section';

/**
 * The Create Test form's state and its one submit: a topic test through `tests.generate` (validated by
 * the shared schema), a mixed or section test through `tests.createMixed` (no topic; the server
 * validates the selects). The address may preselect scope, section, topic and tutor mode (links from
 * the dashboard and the library).
 */
export function useCreateTest() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const generate = trpc.tests.generate.useMutation();
  const createMixed = trpc.tests.createMixed.useMutation();
  const [scope, setScope] = useState<Scope>(() => {
    const wanted = params.get('scope');
    return wanted === 'all' || wanted === 'section' ? wanted : 'topic';
  });
  const [section, setSection] = useState<SectionKey>(() => {
    const wanted = params.get('section');
    return SECTION_KEYS.includes(wanted as SectionKey) ? (wanted as SectionKey) : 'federal';
  });
  const [tutor, setTutor] = useState(params.get('mode') === 'tutor');
  const form = useForm<GenerateTestInput, unknown, GenerateTestRequest>({
    resolver: zodResolver(generateTestSchema),
    defaultValues: { topic: params.get('topic') ?? '', numQuestions: DEFAULT_QUESTION_COUNT, difficulty: DEFAULT_DIFFICULTY },
  });
  const mode = tutor ? ('tutor' as const) : ('timed' as const);
  const open = (testId: string) => navigate(`/practice-test/${testId}`);

  const submitTopic = form.handleSubmit(async (values) => {
    try {
      open((await generate.mutateAsync({ ...values, mode })).testId);
    } catch {
      // shown by the form; it keeps its values
    }
  });
  const submitMixed = async (event: FormEvent) => {
    event.preventDefault();
    const { numQuestions, difficulty } = form.getValues();
    try {
      const mixed = {
        scope: scope === 'section' ? ('section' as const) : ('all' as const),
        numQuestions: Number(numQuestions) as 10,
      };
      open((await createMixed.mutateAsync({ ...mixed, ...(scope === 'section' ? { section } : {}), difficulty, mode })).testId);
    } catch {
      // shown by the form
    }
  };

  return {
    form,
    scope,
    setScope,
    section,
    setSection,
    tutor,
    setTutor,
    topic: form.watch('topic') ?? '',
    generating: generate.isPending || generate.isSuccess || createMixed.isPending || createMixed.isSuccess,
    counts: (scope === 'topic' ? QUESTION_COUNTS : MIXED_QUESTION_COUNTS) as readonly number[],
    submit: scope === 'topic' ? submitTopic : submitMixed,
    failure: generate.error ?? createMixed.error,
  };
}
