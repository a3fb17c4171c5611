import { SECTION_KEYS } from '@shared/exam';
import { SECTIONS } from '@shared/topics';
import { BookOpen } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { NoteMarkdown } from './NoteMarkdown';
import { PracticeTopicButton } from './PracticeTopicButton';

type Entry = RouterOutputs['library']['list'][number];

function EntryLink({ entry }: { entry: Entry }) {
  return (
    <Link to={`/library/${entry.slug}`} className="block rounded-lg px-3 py-2 hover:bg-brand-50">
      <span className="font-medium text-brand-800">{entry.title}</span>
      {entry.adminAdded && (
        <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">From your training team</span>
      )}
    </Link>
  );
}

/** An excerpt from the search, with the matched words marked (the markers come from ts_headline; no HTML is parsed). */
function Excerpt({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(/(⟦[^⟧]*⟧)/).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part };
  });
  return (
    <p className="mt-1 text-sm text-slate-700">
      {parts.map(({ at, part }) =>
        part.startsWith('⟦') ? <mark key={at}>{part.slice(1, -1)}</mark> : <span key={at}>{part}</span>,
      )}
    </p>
  );
}

/** /library: every note by exam section and topic, with full-text search. */
export function LibraryIndex() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const list = trpc.library.list.useQuery();
  const search = trpc.library.search.useQuery({ query: deferred }, { enabled: deferred.length >= 2 });
  return (
    <AppLayout>
      <div className="mx-auto max-w-3xl">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <BookOpen aria-hidden="true" className="h-6 w-6 text-brand-700" /> Study Library
        </h1>
        <p className="mt-1 text-slate-700">Notes on every part of the SAFE MLO test outline, with the rules they rest on.</p>
        <SearchField
          id="library-search"
          label="Search the library"
          placeholder="Search the library, e.g. escrow cushion, rescission"
          value={query}
          onChange={setQuery}
          className="mt-5"
        />
        {deferred.length >= 2 ? (
          <section aria-labelledby="search-results" className="mt-6">
            <h2 id="search-results" className="text-lg font-bold">
              Results for “{deferred}”
            </h2>
            {search.isLoading && <Spinner label="Searching" />}
            {search.error && <p className="alert-error mt-2">{errorMessage(search.error, 'Search failed. Please try again.')}</p>}
            {search.data?.length === 0 && <p className="mt-2 text-slate-700">No note matches. Try other words.</p>}
            <ul className="mt-2 space-y-3">
              {search.data?.map((entry) => (
                <li key={entry.slug} className="card p-4">
                  <EntryLink entry={entry} />
                  <p className="px-3 text-xs text-slate-600">{entry.category}</p>
                  <div className="px-3">
                    <Excerpt text={entry.excerpt} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <LibraryBySection entries={list.data} loading={list.isLoading} failed={Boolean(list.error)} />
        )}
      </div>
    </AppLayout>
  );
}

function LibraryBySection({ entries, loading, failed }: { entries: Entry[] | undefined; loading: boolean; failed: boolean }) {
  if (loading) return <Spinner label="Loading the library" />;
  if (failed || !entries) return <p className="alert-error mt-6">The library could not be loaded. Please try again.</p>;
  const other = entries.filter((entry) => entry.section === null);
  return (
    <div className="mt-6 space-y-6">
      {SECTION_KEYS.map((key) => {
        const inSection = entries.filter((entry) => entry.section === key);
        if (inSection.length === 0) return null;
        const topics = [...new Set(inSection.map((entry) => entry.category))];
        return (
          <section key={key} aria-labelledby={`section-${key}`} className="card">
            <h2 id={`section-${key}`} className="text-lg font-bold">
              {SECTIONS[key].name}{' '}
              <span className="text-sm font-normal text-slate-600">· {SECTIONS[key].weight}% of the exam</span>
            </h2>
            {topics.map((topic) => (
              <div key={topic} className="mt-3">
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{topic}</h3>
                <ul>
                  {inSection
                    .filter((entry) => entry.category === topic)
                    .map((entry) => (
                      <li key={entry.slug}>
                        <EntryLink entry={entry} />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
      {other.length > 0 && (
        <section aria-labelledby="section-other" className="card">
          <h2 id="section-other" className="text-lg font-bold">
            More from your training team
          </h2>
          <ul>
            {other.map((entry) => (
              <li key={entry.slug}>
                <EntryLink entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /library/:slug: one note, typeset for reading, with its sources and a way to practise its topic. */
export function LibraryNote() {
  const { slug = '' } = useParams();
  const note = trpc.library.get.useQuery({ slug }, { retry: false });
  return (
    <AppLayout>
      <article className="mx-auto max-w-3xl">
        <Link to="/library" className="text-sm font-medium text-brand-700 hover:underline">
          ← Study Library
        </Link>
        {note.isLoading && <Spinner label="Loading the note" />}
        {note.error && <p className="alert-error mt-4">{errorMessage(note.error, 'The note could not be loaded.')}</p>}
        {note.data && (
          <>
            <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{note.data.category}</p>
            {note.data.adminAdded && (
              <p className="mt-1 text-sm text-slate-700">Added by your training team · {note.data.source}</p>
            )}
            <div className="card mt-3">
              {note.data.adminAdded && <h1 className="mb-4 text-2xl font-bold">{note.data.title}</h1>}
              <NoteMarkdown content={note.data.content} />
            </div>
            <footer className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">
                Source: {note.data.source}
                {note.data.url && (
                  <>
                    {' · '}
                    <a href={note.data.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                      Original material
                    </a>
                  </>
                )}
              </p>
              <PracticeTopicButton topic={note.data.category} />
            </footer>
          </>
        )}
      </article>
    </AppLayout>
  );
}
