import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { CheckboxGroupField } from './checkbox-group';

const OPTIONS = [
  { id: 'STORED', label: 'Spremljeni' },
  { id: 'EXECUTED', label: 'Izvršeni' },
  { id: 'REJECTED', label: 'Odbijeni' },
] as const;

function StatusChoice({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['REJECTED']);
  return (
    <CheckboxGroupField
      label="Status"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroupField', () => {
  it('is a group named by its label with a checkbox per option', () => {
    renderInLocale(<StatusChoice onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Odbijeni' }).checked).toBe(true);
  });

  it('toggles with Space and hands the chosen ids on in the order of the options', async () => {
    const changes: string[][] = [];
    const { user } = renderInLocale(<StatusChoice onChange={(value) => changes.push(value)} />);
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual(['STORED', 'EXECUTED', 'REJECTED']);
    await user.tab();
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual(['STORED', 'EXECUTED']);
  });
});
