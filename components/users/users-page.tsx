import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInOffNotice } from '@/components/auth/sign-in-off';
import { useSignedIn } from '@/components/auth/signed-in-context';
import { PageHeader } from '@/components/common/page-header';
import { Pagination } from '@/components/common/plain/pagination';
import { PlainButton } from '@/components/common/plain/plain-button';
import { SearchInput } from '@/components/common/plain/search-input';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { useConfirm } from '@/components/knowledge/use-confirm';
import type { Account, AccountRole } from '@/contract/auth';
import { CreateUserDialog } from './create-user-dialog';
import { DialogFrame } from '@/components/common/dialog-frame';
import { PasswordNotice } from './password-notice';
import { UserTable } from './user-table';
import { useUsers } from './use-users';
import '@/locales/areas/users';

/** `/settings/users` (administrators): list and search users, create them, change roles, disable, reset passwords. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const signedIn = useSignedIn();
  const users = useUsers();
  const [creating, setCreating] = useState(false);
  const [resetDone, setResetDone] = useState<{ name: string; password: string } | null>(null);
  const toasts = useToasts();
  const confirm = useConfirm();
  const roleName = (role: AccountRole) => (role === 'admin' ? t('role_admin') : t('role_user'));

  const onRole = async (account: Account, role: AccountRole) => {
    if (await users.update(account, { role }))
      toasts.success(t('role_changed', { name: account.name, role: roleName(role) }));
  };

  const onToggleDisabled = (account: Account) => {
    const disabling = !account.disabled;
    confirm.ask({
      title: t(disabling ? 'disable_title' : 'enable_title', { name: account.name }),
      content: t(disabling ? 'disable_content' : 'enable_content'),
      okText: t(disabling ? 'disable' : 'enable'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        if (await users.update(account, { disabled: disabling }))
          toasts.success(t(disabling ? 'disabled_done' : 'enabled_done', { name: account.name }));
      },
    });
  };

  const onResetPassword = (account: Account) =>
    confirm.ask({
      title: t('reset_title', { name: account.name }),
      content: t('reset_content'),
      okText: t('reset'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        const password = await users.resetPassword(account);
        if (password) setResetDone({ name: account.name, password });
      },
    });

  const { list } = users;
  return (
    <div className="h-full overflow-y-auto">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          signedIn?.me.auth_mode !== 'proxy' &&
          list.kind !== 'off' && (
            <PlainButton variant="primary" onClick={() => setCreating(true)}>
              {t('create')}
            </PlainButton>
          )
        }
      />
      <div className="flex max-w-5xl flex-col gap-4 px-6 pb-6 pt-2">
        {list.kind === 'off' && <SignInOffNotice area="users" />}
        {list.kind !== 'off' && (
          <SearchInput
            value={users.search}
            onChange={users.setSearch}
            label={t('search')}
            placeholder={t('search_placeholder')}
            clearLabel={t('clear_search')}
            className="max-w-sm"
          />
        )}
        {list.kind === 'loading' && <Spinner className="mx-auto my-6 text-2xl" />}
        {list.kind === 'failed' && (
          <RetryPanel title={t('load_failed')} onRetry={() => void users.reload()} />
        )}
        {list.kind === 'ready' && list.page.items.length === 0 && (
          <p className="m-0 py-6 text-center opacity-60">
            {list.search ? t('no_match', { search: list.search }) : t('empty')}
          </p>
        )}
        {list.kind === 'ready' && list.page.items.length > 0 && (
          <>
            <UserTable
              accounts={list.page.items}
              selfId={signedIn?.me.user.user_id}
              withPasswords={signedIn?.me.auth_mode !== 'proxy'}
              onRole={(account, role) => void onRole(account, role)}
              onToggleDisabled={onToggleDisabled}
              onResetPassword={onResetPassword}
            />
            <Pagination
              page={list.page.page}
              pageSize={list.page.page_size}
              total={list.page.total_count}
              onChange={users.setPaging}
              texts={{
                label: t('pagination.label'),
                total: t('pagination.total', { count: list.page.total_count }),
                page: (page) => t('pagination.page', { page }),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                pageSize: t('pagination.page_size'),
                pageSizeOption: (size) => t('pagination.page_size_option', { size }),
              }}
            />
          </>
        )}
      </div>
      {creating && <CreateUserDialog onCreate={users.create} onClose={() => setCreating(false)} />}
      {resetDone && (
        <DialogFrame
          title={t('reset_done_title', { name: resetDone.name })}
          closeLabel={t('close')}
          onClose={() => setResetDone(null)}
          testId="reset-password-dialog"
        >
          <PasswordNotice password={resetDone.password} />
          <PlainButton variant="primary" className="self-end" onClick={() => setResetDone(null)}>
            {t('done')}
          </PlainButton>
        </DialogFrame>
      )}
      {confirm.holder}
      {toasts.holder}
    </div>
  );
}
