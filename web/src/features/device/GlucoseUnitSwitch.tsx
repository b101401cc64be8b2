import { Button, Group } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { GlucoseUnit } from "@cgm/domain";
import { GLUCOSE_UNITS } from "./useGlucoseUnit";

/** mmol/L or mg/dL: two toggle buttons, the chosen one pressed. */
export function GlucoseUnitSwitch(props: { unit: GlucoseUnit; onChange(unit: GlucoseUnit): void }) {
  const intl = useIntl();
  return (
    <Group
      attached
      role="group"
      aria-label={intl.formatMessage({ id: "device.unit" })}
      data-testid="unit-switch"
    >
      {GLUCOSE_UNITS.map((u) => (
        <Button
          key={u}
          type="button"
          variant={props.unit === u ? "solid" : "outline"}
          colorPalette="teal"
          aria-pressed={props.unit === u}
          onClick={() => props.onChange(u)}
          data-testid={u === "mg/dL" ? "unit-mgdl" : "unit-mmol"}
        >
          {u}
        </Button>
      ))}
    </Group>
  );
}
