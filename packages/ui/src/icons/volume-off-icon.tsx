import { createIcon } from "./create-icon";

export const VolumeOffIcon = createIcon("VolumeOffIcon", <path d="M11 5 6 9H2v6h4l5 4zM22 9l-6 6M16 9l6 6" />);
