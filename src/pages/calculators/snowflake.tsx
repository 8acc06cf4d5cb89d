import { calculatorPage } from '../../components/CalculatorPage';
import SnowflakeCalculator from '../../components/SnowflakeCalculator';

// Title, texts and links: the 'snowflake' entry of src/registry/calculators.ts.
export default calculatorPage('snowflake', SnowflakeCalculator);
