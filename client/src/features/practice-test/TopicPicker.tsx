import { SECTION_KEYS } from '@shared/exam';
import { SECTIONS, TOPICS, UMBRELLA_TERMS } from '@shared/topics';
import { useState } from 'react';
import { SearchField } from '../../components/SearchField';

const matches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase());

/**
 * The bank's topics as chips, by exam section, with the groups learners type ("Fair Lending") on top
 * and a filter: a click fills the topic field, which still takes any words (a model can write on them).
 */
export function TopicPicker({ value, onPick, disabled }: { value: string; onPick: (topic: string) => void; disabled: boolean }) {
  const [filter, setFilter] = useState('');
  const chip = (name: string) => {
    const chosen = value.trim().toLowerCase() === name.toLowerCase();
    return (
      <li key={name}>
        <button
          type="button"
          aria-pressed={chosen}
          disabled={disabled}
          onClick={() => onPick(name)}
          className={`min-h-11 rounded-full border px-3 text-sm ${chosen ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
        >
          {name}
        </button>
      </li>
    );
  };
  const groups = UMBRELLA_TERMS.map((group) => group.name).filter((name) => matches(name, filter));
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <SearchField id="topic-filter" label="Find a topic" placeholder="Find a topic" value={filter} onChange={setFilter} />
      <div className="mt-3 max-h-72 space-y-3 overflow-y-auto pr-1">
        {groups.length > 0 && (
          <section aria-label="Groups of topics">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Groups</h3>
            <ul className="mt-1 flex flex-wrap gap-2">{groups.map(chip)}</ul>
          </section>
        )}
        {SECTION_KEYS.map((key) => {
          const names = TOPICS.filter((topic) => topic.section === key && matches(topic.name, filter)).map((topic) => topic.name);
          if (names.length === 0) return null;
          return (
            <section key={key} aria-label={SECTIONS[key].name}>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{SECTIONS[key].name}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">{names.map(chip)}</ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
