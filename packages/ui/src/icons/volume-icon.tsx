import { createIcon } from "./create-icon";

export const VolumeIcon = createIcon("VolumeIcon", <path d="M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />);
