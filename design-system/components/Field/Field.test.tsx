import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldHelp, FieldLabel } from './Field';

describe('Field parts', () => {
  // The error appears inside an invalid react-aria field (TextField.test.tsx checks it there).
  it('a required label is marked; help shows the description', () => {
    render(
      <>
        <FieldLabel label="Email" isRequired />
        <FieldHelp description="We send a code." errorMessage="Please enter a valid email" />
      </>,
    );
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('We send a code.')).toBeInTheDocument();
    expect(screen.getByText('*')).toBeInTheDocument();
  });
});
