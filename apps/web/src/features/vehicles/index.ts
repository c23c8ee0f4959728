/** What other features may use from the vehicles feature (the overview's rename); its page loads lazily by path. */
export { NicknameEditor } from "./components/nickname-editor.tsx";
