import { useState } from 'react';
import { ParameterWidget } from '@/components/flow/canvas/parameter-widget';
import type { FlowParameter, FlowUi } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';

/** A plain text parameter shown with `ui`, labelled "Field". */
export const parameterWith = (ui: FlowUi, extra: Partial<FlowParameter> = {}): FlowParameter => ({
  label: 'Field',
  name: 'field',
  type_name: 'str',
  type_cls: 'builtins.str',
  category: 'common',
  optional: false,
  ui,
  ...extra,
});

/** The widget kept in state, as the canvas keeps it; the value it holds is shown as JSON in "value". */
function Controlled({ initial }: { initial: FlowParameter }) {
  const [parameter, setParameter] = useState(initial);
  return (
    <div>
      <ParameterWidget
        parameter={parameter}
        onChange={(value) => setParameter((old) => ({ ...old, value }))}
      />
      <output data-testid="value">{JSON.stringify(parameter.value ?? null)}</output>
    </div>
  );
}

export async function renderWidget(parameter: FlowParameter, mode: 'light' | 'dark' = 'light') {
  server.use(...startupHandlers());
  return renderApp(<Controlled initial={parameter} />, { mode });
}
