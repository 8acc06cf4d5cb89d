import { calculatorPage } from '../../components/CalculatorPage';
import RedshiftTcoCalculator from '../../components/RedshiftTcoCalculator';

// Title, texts and links: the 'redshift-tco' entry of src/registry/calculators.ts.
export default calculatorPage('redshift-tco', RedshiftTcoCalculator);
