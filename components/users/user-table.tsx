import { useTranslation } from 'react-i18next';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import type { Account, AccountRole } from '@/contract/auth';
import { formatDate } from '@/utils/date-format';
import '@/locales/areas/users';

const COLUMNS = ['name', 'email', 'role', 'status', 'created', 'actions'] as const;

export interface UserActions {
  onRole: (account: Account, role: AccountRole) => void;
  onToggleDisabled: (account: Account) => void;
  onResetPassword: (account: Account) => void;
}

interface UserTableProps extends UserActions {
  accounts: Account[];
  /** The signed-in administrator: marked "you". */
  selfId: string | undefined;
  /** `AUTH_MODE=proxy`: the gateway owns passwords, so there is no reset. */
  withPasswords: boolean;
}

function UserRow({
  account,
  isSelf,
  withPasswords,
  onRole,
  onToggleDisabled,
  onResetPassword,
}: UserActions & { account: Account; isSelf: boolean; withPasswords: boolean }) {
  const { t, i18n } = useTranslation('users');
  const created = formatDate(account.created_at, i18n.language);
  return (
    <tr data-testid="user-row" className="border-0 border-t border-solid border-black/5 dark:border-white/10">
      <td className="px-3 py-2">
        {account.name}
        {isSelf && <span className="ml-1 opacity-60">({t('you')})</span>}
      </td>
      <td className="px-3 py-2">{account.email}</td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <span className={account.role === 'admin' ? TAG_CLASSES.blue : TAG_CLASSES.default}>
            {account.role === 'admin' ? t('role_admin') : t('role_user')}
          </span>
          <PlainSelect
            aria-label={t('role_of', { name: account.name })}
            value={account.role}
            // One's own role and access are another administrator's to change: no locking oneself out.
            disabled={isSelf}
            className="w-32"
            onChange={(event) => onRole(account, event.target.value === 'admin' ? 'admin' : 'user')}
            options={[
              { value: 'user', label: t('role_user') },
              { value: 'admin', label: t('role_admin') },
            ]}
          />
        </div>
      </td>
      <td className="px-3 py-2">
        <span className={account.disabled ? TAG_CLASSES.default : TAG_CLASSES.green}>
          {account.disabled ? t('disabled') : t('active')}
        </span>
      </td>
      <td className="px-3 py-2">{created}</td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          <PlainButton
            size="small"
            disabled={isSelf}
            variant={account.disabled ? 'text' : 'danger_text'}
            aria-label={t(account.disabled ? 'enable_label' : 'disable_label', { name: account.name })}
            onClick={() => onToggleDisabled(account)}
          >
            {account.disabled ? t('enable') : t('disable')}
          </PlainButton>
          {withPasswords && (
            <PlainButton
              size="small"
              variant="text"
              aria-label={t('reset_label', { name: account.name })}
              onClick={() => onResetPassword(account)}
            >
              {t('reset')}
            </PlainButton>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The users with their role (a tag, and a select to change it), status and actions. */
export function UserTable({ accounts, selfId, withPasswords, ...actions }: UserTableProps) {
  const { t } = useTranslation('users');
  return (
    // A phone scrolls the table sideways rather than breaking every cell into a column of syllables.
    <div className="overflow-x-auto" data-testid="users-table">
      <table className="sticky-actions w-full border-collapse whitespace-nowrap text-left text-sm">
        <thead>
          <tr className="opacity-70">
            {COLUMNS.map((column) => (
              <th key={column} className="px-3 py-2 font-medium">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <UserRow
              key={account.id}
              account={account}
              isSelf={account.id === selfId}
              withPasswords={withPasswords}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
