import { isRequestBody, type FlowRequestBody } from '../flow-values';
import { inputValue, numberParam, textParam, type NodeCall, type NodeExecutor } from '../node-executor';

function requestOf(call: NodeCall): FlowRequestBody {
  const value = inputValue(call);
  return isRequestBody(value) ? value : call.run.request;
}

/** The trigger hands on the request the run was started with. */
export const httpTrigger: NodeExecutor = async (call) => ({ value: call.run.request });

/** One field of the request as text. */
export const requestConversion: NodeExecutor = async (call) => {
  const request = requestOf(call);
  switch (textParam(call, 'field')) {
    case 'conv_uid':
      return { value: request.conv_uid ?? '' };
    case 'model_name':
      return { value: request.model ?? '' };
    default:
      return { value: request.messages };
  }
};

/** The last `rounds` rounds (a question and its answer each) of the conversation. */
export const chatHistory: NodeExecutor = async (call) => {
  const rounds = Math.max(0, Math.trunc(numberParam(call, 'rounds', 5)));
  const history = requestOf(call).history;
  return { value: rounds === 0 ? [] : history.slice(-rounds * 2) };
};
