export { ChatInput, type ChatInputProps } from './chat-input';
