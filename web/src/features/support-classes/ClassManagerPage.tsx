// /management/support/qna/cls/manager and /management/support/contact/cls/manager: who manages a
// classification (the kit's manager list, ui/manager-list-editor.tsx, on this classification's calls).
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idFrom } from '../../ui/address-params.ts';
import { ManagerListEditor } from '../../ui/manager-list-editor.tsx';
import { useCandidates, useClassDetail, useManagers, useSaveManagers } from './api.ts';
import { CLASS_KINDS, type ClassKind } from './kinds.ts';

function Managers({ of, classId }: { of: ClassKind; classId: number }) {
  const { t } = useTranslation('support-classes');
  const navigate = useNavigate();
  const detail = useClassDetail(of, classId);
  const saved = useManagers(of, classId);
  const save = useSaveManagers(of);
  return (
    <ManagerListEditor
      title={t('managers.title', { name: detail.data?.label ?? '' })} help={t('managers.help')} emptyText={t('managers.empty')} findHelp={t('managers.findHelp')}
      saved={detail.data ? saved.data : undefined}
      useCandidates={(keyword) => useCandidates(of, keyword)}
      save={{ ...save, mutateAsync: (userIds) => save.mutateAsync({ classId, userIds }) }}
      onBack={() => void navigate(of.list())}
    />
  );
}

function ManagerPage({ of }: { of: ClassKind }) {
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  return id === undefined ? <Navigate to={of.list()} replace /> : <Managers of={of} classId={id} />;
}

export function QnaClassManagerPage() {
  return <ManagerPage of={CLASS_KINDS.QNA} />;
}

export function ContactClassManagerPage() {
  return <ManagerPage of={CLASS_KINDS.CONTACT} />;
}
