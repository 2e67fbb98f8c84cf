import { nodeFromMetadata } from '@/components/flow/canvas/flow-graph';
import { REQUEST_BUILDER } from './node-fixtures';

describe('a node dropped from the palette', () => {
  it('starts each parameter at its default, whether the server sends the unset value as null or leaves it out', () => {
    const metadata = {
      ...REQUEST_BUILDER,
      parameters: [
        { ...REQUEST_BUILDER.parameters[0]!, name: 'path', value: null, default: '/chat' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'method', default: 'POST' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'kept', value: 'mine', default: 'theirs' },
        { ...REQUEST_BUILDER.parameters[0]!, name: 'none', value: null, default: null },
      ],
    };
    const node = nodeFromMetadata(metadata, { x: 0, y: 0 }, []);
    expect(node.data.parameters.map((parameter) => [parameter.name, parameter.value])).toEqual([
      ['path', '/chat'],
      ['method', 'POST'],
      ['kept', 'mine'],
      ['none', null],
    ]);
  });
});
