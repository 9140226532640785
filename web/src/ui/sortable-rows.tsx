// A table whose rows people put in order: a row is moved by dragging it, or with its arrow buttons (the same
// without a pointer); each move saves the whole new order at once. The order just chosen is shown while it
// is saved and until the list is read back with it; a refused order (someone changed the list meanwhile)
// shows the list as it is.
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useRef, useState, type HTMLAttributes } from 'react';
import { useOutcomeMessage } from './outcome-message.ts';
import './sortable-rows.css';

/** The words of the order column and the arrow buttons; `moveUp`/`moveDown` name the row. */
export interface SortTexts { dragHandle: string; orderSaved: string; moveUp: (name: string) => string; moveDown: (name: string) => string }

export function useSortableRows<T>({ rows: given, idOf, nameOf, save, texts, testIdPrefix }: {
  /** The rows as the server last gave them, in their order: the same array until the list is read again (memoise a filtered one). */
  rows: readonly T[];
  idOf: (row: T) => number;
  nameOf: (row: T) => string;
  /** Saves the ids in their new order. */
  save: (ids: number[]) => Promise<unknown>;
  texts: SortTexts;
  testIdPrefix: string;
}) {
  const outcome = useOutcomeMessage();
  const [chosen, setChosen] = useState<{ ids: number[]; over: readonly T[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = chosen && chosen.over === given ? chosen.ids : null;
  const rows = pending ? pending.flatMap((id) => given.filter((row) => idOf(row) === id)) : [...given];
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return;
    const ids = rows.map(idOf);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    setChosen({ ids, over: given });
    setSaving(true);
    const saved = save(ids);
    saved.catch(() => setChosen(null)).finally(() => setSaving(false));
    void outcome(saved, texts.orderSaved);
  };

  const endDrag = () => {
    dragged.current = null;
    setDropTarget(null);
  };

  return {
    /** The rows in the order shown. */
    rows,
    /** Whether the table shows an order not yet read back (no loading veil over it). */
    pending: pending !== null,
    rowClassName: (_row: T, index: number) => (index === dropTarget ? 'sortable-drop-target' : ''),
    /** The drag-and-drop of a row (Table's onRow). */
    rowProps: (row: T, index = 0) => ({
      draggable: true,
      'data-testid': `${testIdPrefix}-row-${idOf(row)}`,
      onDragStart: (event) => {
        dragged.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(idOf(row)));
      },
      onDragOver: (event) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(index);
      },
      onDrop: (event) => {
        event.preventDefault();
        if (dragged.current !== null) move(dragged.current, index);
        endDrag();
      },
      onDragEnd: endDrag,
    }) as HTMLAttributes<HTMLElement>,
    /** The order column's cell: the drag handle and the row's place. */
    orderCell: (index: number) => (
      <span className="sortable-order">
        <Tooltip title={texts.dragHandle}><HolderOutlined className="sortable-handle" aria-hidden /></Tooltip>
        {index + 1}
      </span>
    ),
    /** The row's up and down buttons. */
    moveButtons: (row: T, index: number) => (
      <>
        <Button type="text" icon={<ArrowUpOutlined />} disabled={index === 0 || saving} onClick={() => move(index, index - 1)}
          aria-label={texts.moveUp(nameOf(row))} data-testid={`${testIdPrefix}-up-${idOf(row)}`} />
        <Button type="text" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1 || saving} onClick={() => move(index, index + 1)}
          aria-label={texts.moveDown(nameOf(row))} data-testid={`${testIdPrefix}-down-${idOf(row)}`} />
      </>
    ),
  };
}
