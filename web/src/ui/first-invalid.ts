// How a form that fails its rules shows it: the first invalid field is brought into view below the sticky
// header and takes the focus, so its message is seen and the cursor is where the fix goes. Every form gets
// it through the ConfigProvider (app/Providers.tsx); forms that validate by hand, without submit, call
// validateShowingFirst.
import type { FormInstance, FormProps } from 'antd';
import './first-invalid.css';

type ScrollOptions = Exclude<FormProps['scrollToFirstError'], boolean | undefined>;
type FieldName = (string | number)[];

/** A dialog scrolls within itself: the page behind it keeps its place. */
const belowDialog = (element: Element) => !element.classList.contains('ant-modal-wrap') && !element.classList.contains('ant-drawer-body');

export const SCROLL_TO_FIRST_ERROR: ScrollOptions = {
  focus: true,
  // Its top just below the header (or a dialog's top), the label above it: scroll-margin-top in first-invalid.css.
  block: 'start',
  // antd scrolls "if needed", and a field hidden under the sticky header counts as in view there (the test
  // ignores scroll-margin), so the form scrolled nowhere and focus stayed on Save.
  scrollMode: 'always',
  boundary: belowDialog,
  // compute-scroll-into-view 3.1 already takes the field's scroll-margin-top into account, and
  // scroll-into-view-if-needed 3.1.0 takes it off once more when it scrolls (the title landed 163 px too high,
  // under the header again): the computed positions are applied as they are.
  behavior: (actions) => {
    for (const { el, top, left } of actions) el.scroll({ top, left });
  },
};

/** Shows the first field of a failed validation the way a failed submit does. */
function showFirstInvalid(form: FormInstance, failure: unknown): void {
  const first = (failure as { errorFields?: { name: FieldName }[] } | null)?.errorFields?.[0]?.name;
  if (first) form.scrollToField(first, SCROLL_TO_FIRST_ERROR);
}

/** form.validateFields() for a form saved without submit: the values, or undefined once the first invalid field is shown. */
export async function validateShowingFirst<V>(form: FormInstance<V>): Promise<V | undefined> {
  try {
    return await form.validateFields();
  } catch (failure) {
    showFirstInvalid(form, failure);
    return undefined;
  }
}
