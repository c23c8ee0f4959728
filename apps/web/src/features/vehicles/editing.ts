/**
 * Vehicle editing that other features may use (the overview's rename), kept apart from index.ts,
 * which the app shell imports: the shell must not carry the editor into the login bundle.
 */
export { NicknameEditor } from "./components/nickname-editor.tsx";
