import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSpaceVisibility } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { readUserId } from '@/client/identity';
import { useSignedIn } from '@/components/auth/signed-in-context';
import { VisibilityChoice } from '@/components/common/visibility-choice';
import { succeeded } from '@/components/model/request-failure';
import type { Space } from '@/contract/knowledge';
import type { ResourceVisibility } from '@/contract/visibility';
import { spaceVisibilityWords } from '../space-visibility';
import '@/locales/areas/knowledge';

interface SpaceVisibilityControlProps {
  space: Space;
  /** After the server stored the new visibility (the page reloads the space). */
  onSaved: (visibility: ResourceVisibility) => void;
}

/**
 * Who else may use the space: its owner (and an administrator with sign-in) choose; everyone else reads
 * it (the server refuses their change anyway).
 */
export function SpaceVisibilityControl({ space, onSaved }: SpaceVisibilityControlProps) {
  const { t } = useTranslation('knowledge');
  const signedIn = useSignedIn();
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState<ResourceVisibility>(space.visibility ?? 'public');
  const mayChange = space.owner === readUserId() || signedIn?.me.user.role === 'admin';
  if (!mayChange)
    return (
      <span className="text-sm opacity-70" data-testid="space-visibility">
        {value === 'public' ? t('visibility.public') : t('visibility.private')}
      </span>
    );

  const change = async (next: ResourceVisibility) => {
    setSaving(true);
    setValue(next);
    const result = await apiInterceptors(setSpaceVisibility(space.id, next));
    setSaving(false);
    if (succeeded(result)) onSaved(next);
    else setValue(value);
  };

  return (
    <div data-testid="space-visibility">
      <VisibilityChoice
        value={value}
        disabled={saving}
        onChange={(next) => void change(next)}
        words={spaceVisibilityWords(t)}
      />
    </div>
  );
}
