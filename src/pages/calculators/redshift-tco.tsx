import { calculatorPage } from '../../components/CalculatorPage';
import RedshiftTcoCalculator from '../../components/RedshiftTcoCalculator';
import redshiftTcoPage from '../../registry/calculatorPages/redshift-tco';

// The 'redshift-tco' entry of src/registry/calculators.ts, with its page texts from redshiftTcoPage.
export default calculatorPage(redshiftTcoPage, RedshiftTcoCalculator);
