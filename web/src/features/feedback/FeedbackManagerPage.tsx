// /management/support/feedback/manager: who is e-mailed of new feedback — employees who hold the feedback
// menu (the kit's manager list, ui/manager-list-editor.tsx).
import { useNavigate } from 'react-router';
import { ManagerListEditor } from '../../ui/manager-list-editor.tsx';
import { pages } from '../../ui/pages.ts';
import { useFeedbackCandidates, useFeedbackManagers, useSaveFeedbackManagers } from './api.ts';
import { useFeedbackT } from './shared.tsx';

export default function FeedbackManagerPage() {
  const { t } = useFeedbackT();
  const navigate = useNavigate();
  const saved = useFeedbackManagers();
  const save = useSaveFeedbackManagers();
  return (
    <ManagerListEditor
      title={t('managers.title')} help={t('managers.help')} emptyText={t('managers.empty')} findHelp={t('managers.findHelp')}
      saved={saved.data} useCandidates={useFeedbackCandidates}
      save={{ ...save, mutateAsync: (userIds) => save.mutateAsync({ userIds }) }}
      onBack={() => void navigate(pages.feedback.manage())}
    />
  );
}
