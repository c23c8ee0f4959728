import { vehicleLook } from "@carport/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CAR_SHAPES } from "./car-shapes.ts";
import "./car-picture.css";

/**
 * The vehicle drawn in its body type and paint (a neutral silhouette for a model not known),
 * an image whose text alternative names the model and the colour.
 */
export function CarPicture(props: { modelName: string; exteriorColor: string; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const look = vehicleLook(props);
  const shape = CAR_SHAPES[look.body ?? "neutral"];
  const colour = props.exteriorColor.trim();
  const alt = colour
    ? t("glance.picture.alt", {
        model: props.modelName,
        colour,
        family: look.paint ? t(`glance.paint.${look.paint}`) : t("glance.paint.unknown"),
      })
    : t("glance.picture.altNoColour", { model: props.modelName });
  return (
    <svg
      className={`car-picture ${props.className ?? ""}`}
      viewBox="0 0 240 110"
      role="img"
      aria-labelledby={titleId}
      data-body={look.body ?? "neutral"}
      data-paint={look.paint ?? "unknown"}
    >
      <title id={titleId}>{alt}</title>
      <ellipse className="car-picture__shadow" cx="120" cy="102" rx="112" ry="6" />
      <path className="car-picture__body" d={shape.body} fill={look.fill} />
      {shape.windows.map((d) => (
        <path key={d} className="car-picture__window" d={d} />
      ))}
      <path className="car-picture__lamp car-picture__lamp--front" d={shape.lamps.front} />
      <path className="car-picture__lamp car-picture__lamp--rear" d={shape.lamps.rear} />
      {shape.wheels.map((w) => (
        <g key={w.x}>
          <circle className="car-picture__tyre" cx={w.x} cy={w.y} r={w.r} />
          <circle className="car-picture__rim" cx={w.x} cy={w.y} r={w.r * 0.45} />
        </g>
      ))}
    </svg>
  );
}
