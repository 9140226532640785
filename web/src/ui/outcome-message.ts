// Tells how a change went in a passing message: its success text, or why it failed in the reader's language.
import { App } from 'antd';
import { useErrorText } from '../api/error-text.ts';

export function useOutcomeMessage(): (change: Promise<unknown>, doneText: string) => Promise<void> {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return async (change, doneText) => {
    try {
      await change;
      void message.success(doneText);
    } catch (error) {
      void message.error(errorText(error));
    }
  };
}
