import { calculatorPage } from '../../components/CalculatorPage';
import SnowflakeCalculator from '../../components/SnowflakeCalculator';
import snowflakePage from '../../registry/calculatorPages/snowflake';

// The 'snowflake' entry of src/registry/calculators.ts, with its page texts from snowflakePage.
export default calculatorPage(snowflakePage, SnowflakeCalculator);
