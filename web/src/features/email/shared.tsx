// What the e-mail screens share: their words, and the box that finds people as one types.
import { EMAIL_PLACEHOLDERS, type EmailUser } from '@gsis/contract';
import { Select, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../api/endpoints.ts';
import { useSearchAsYouType } from '../../ui/search-as-you-type.ts';
import type { emailApi } from '@gsis/contract';

export const useEmailT = () => useTranslation('email');

const PLACEHOLDER = new RegExp(`(\\{\\{\\s*(?:${EMAIL_PLACEHOLDERS.join('|')})\\s*\\}\\})`);

/**
 * A subject as the administrator who sent it reads it: each placeholder a chip that names what fills it for each
 * recipient ("…for your machines, [name]"), not the raw {{name}}.
 */
export function SubjectText({ subject }: { subject: string }) {
  const { t } = useEmailT();
  return (
    <>
      {subject.split(PLACEHOLDER).map((part, i) => {
        const key = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        return key
          ? <Tag key={i} className="email-placeholder-chip" title={t('placeholder.filledIn')} data-testid="email-placeholder-chip">{t(`placeholder.${key}`)}</Tag>
          : part;
      })}
    </>
  );
}

/** The endpoints that find people by ID, name or company (APP users never). */
type PeopleSearch = typeof emailApi.groupCandidates | typeof emailApi.templateRecipients | typeof emailApi.sendUsers;

/** How a person reads in a list: name, then ID and company. */
export function personLabel(user: Pick<EmailUser, 'name' | 'loginId' | 'company'>): string {
  return `${user.name} · ${user.loginId}${user.company ? ` · ${user.company}` : ''}`;
}

/**
 * Finds people as one types and picks one (or several with `multiple`); `groupId` leaves out a group's members.
 * Picked people are remembered with their labels, so they stay named when the search moves on.
 */
export function PersonPicker({ search, groupId, value, onChange, multiple = false, placeholder, testId, known = [] }: {
  search: PeopleSearch; groupId?: number; placeholder: string; testId: string; multiple?: boolean;
  value?: number | number[] | null; onChange: (value: number | number[] | null, people: EmailUser[]) => void;
  /** People already picked, to name them in the box. */
  known?: EmailUser[];
}) {
  const { t } = useEmailT();
  const { typed, setTyped, term } = useSearchAsYouType();
  const found = useEndpointQuery(search, { keyword: term.trim(), ...(groupId ? { groupId } : {}) }, { enabled: term.trim().length > 0, select: (data) => data.items });
  const people = new Map<number, EmailUser>([...known, ...(found.data ?? [])].map((user) => [user.userId, user]));
  const options = [...people.values()].map((user) => ({ value: user.userId, label: personLabel(user) }));
  return (
    <Select<number | number[]>
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={placeholder}
      options={options}
      notFoundContent={found.isFetching ? <Spin size="small" /> : term.trim() ? t('people.none') : t('people.type')}
      onChange={(picked) => {
        const ids = picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
        onChange(multiple ? ids : (ids[0] ?? null), ids.map((id) => people.get(id)).filter((u): u is EmailUser => u !== undefined));
        if (!multiple) setTyped('');
      }}
      data-testid={testId}
      className="email-person-picker"
    />
  );
}
