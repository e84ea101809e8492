// The extension session hand-off: mount <ExtensionSessionPrompt /> once inside the app's providers.
export { ExtensionSessionPrompt } from './components/extension-session-prompt';
export { connectToExtension, extensionId } from './utils/extension-port';
